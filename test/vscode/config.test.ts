/**
 * The workspace configuration and "Measure on My Writing" inside a real VS Code: a check honours
 * .redraft.json (severity, muted signals) and inline comments (hidden paragraph, exact ranges
 * after emoji); a bad config is one error naming file and key and sends nothing; an ignored file
 * is declined; the live-check trigger is readable; the measure command reads a folder in-process
 * and writes the suggested mutes.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, workspaceFile, writeFixture } from './helpers';

const AI_1 =
  "In today's rapidly evolving digital landscape, it is crucial to delve into the multifaceted ways in which " +
  'technology fosters innovation. Moreover, this comprehensive approach underscores the pivotal role of ' +
  'collaboration, and it highlights the intricate tapestry of insights that shape our collective journey 🚀.';
const AI_2 =
  'Furthermore, by leveraging robust frameworks and seamless integration, organizations can navigate the ' +
  'complexities of the modern era. Additionally, it is essential to foster a holistic understanding that ' +
  'empowers stakeholders and underscores the transformative potential of these groundbreaking tools.';
const HUMAN =
  "I moved the onboarding guide on Friday. It's short, so I thought it'd take ten minutes. It took an hour, " +
  'because half the image paths broke when we renamed the folders last spring and nobody noticed.';

const DIR = 'config-test';

async function writeConfig(config: unknown): Promise<void> {
  await vscode.workspace.fs.writeFile(workspaceFile(`${DIR}/.redraft.json`), Buffer.from(typeof config === 'string' ? config : JSON.stringify(config), 'utf8'));
}

describe('workspace configuration (local backend)', function () {
  this.timeout(120_000);
  const created: vscode.Uri[] = [workspaceFile(DIR)];

  after(async () => {
    for (const uri of created) await vscode.workspace.fs.delete(uri, { recursive: true, useTrash: false }).then(undefined, () => undefined);
  });

  it('applies .redraft.json and the inline comments to what a check shows', async () => {
    const redraft = await api();
    await writeConfig({ severity: 'warning', mute: ['commas'], check: { trigger: 'onSave' } });
    const text = ['# Notes 📝', '', AI_1, '', '<!-- redraft-disable-next -->', AI_2, '', HUMAN, ''].join('\n');
    const doc = await writeFixture(`${DIR}/post.md`, text);
    const outcome = await redraft.checkDocument(vscode.window.activeTextEditor!, false);
    assert.equal(outcome.error, undefined, outcome.error?.message);
    assert.equal(outcome.hiddenParagraphs, 1);
    const state = redraft.presented(doc.uri);
    assert.ok(state);
    assert.deepEqual(
      state.paragraphs.map((p) => doc.getText(p.range)),
      ['Notes 📝', AI_1, HUMAN],
      'the disabled paragraph is not marked; the others sit on their exact characters',
    );
    const hiddenLine = 5;
    const diagnostics = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === 'Redraft');
    assert.ok(diagnostics.length > 0);
    for (const d of diagnostics) {
      assert.notEqual(d.range.start.line, hiddenLine, 'no evidence in the disabled paragraph');
      assert.equal(d.severity, vscode.DiagnosticSeverity.Warning, 'severity from .redraft.json');
      assert.notEqual(typeof d.code === 'object' ? d.code.value : d.code, 'commas', 'muted signal');
    }
    assert.equal(redraft.checkTrigger(doc), 'onSave');
  });

  it('a bad config is one clear error naming the file and the key, and nothing is checked', async () => {
    const redraft = await api();
    await writeConfig('{"check":{"trigger":"always"}}');
    const doc = await writeFixture(`${DIR}/bad.md`, `${AI_1}\n`);
    const outcome = await redraft.checkDocument(vscode.window.activeTextEditor!, false);
    assert.ok(outcome.error, 'the check is refused');
    assert.match(outcome.error.message, /\.redraft\.json: "check\.trigger" must be one of "onType", "onSave", "manual"/);
    assert.equal(redraft.presented(doc.uri), undefined);
    assert.equal(redraft.checkTrigger(doc), 'manual', 'live checks fall back to manual while the file is bad');
  });

  it('declines to check a file the ignore globs match', async () => {
    const redraft = await api();
    await writeConfig({ ignore: ['drafts/**'] });
    const doc = await writeFixture(`${DIR}/drafts/wip.md`, `${AI_1}\n`);
    const outcome = await redraft.checkDocument(vscode.window.activeTextEditor!, false);
    assert.equal(outcome.ignoredBy, 'drafts/**');
    assert.equal(redraft.presented(doc.uri), undefined);
  });

  it('Measure on My Writing reads a folder on this machine and writes the suggested mutes', async () => {
    await writeConfig({ failOn: 'ai' });
    const folder = workspaceFile(`${DIR}/mine`);
    // AI-styled "own writing" on purpose, so that signals trip and mutes are offered.
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, 'one.md'), Buffer.from(`# One\n\n${AI_1}\n\n${AI_2}\n`, 'utf8'));
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, 'two.md'), Buffer.from(`# Two\n\n${AI_2}\n\n${AI_1}\n`, 'utf8'));
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, 'three.txt'), Buffer.from(`${HUMAN}\n\n${HUMAN}\n`, 'utf8'));
    const root = workspaceFile('.redraft.json');
    created.push(root);
    const outcome = (await vscode.commands.executeCommand('redraft.measureWriting', folder, { mute: 'suggested' })) as
      | { measure?: { documents: number; paragraphs: number; marked: number; suggested: string[] }; muted: string[]; configFile: string | null }
      | undefined;
    assert.ok(outcome?.measure, 'measured');
    assert.equal(outcome.measure.documents, 3);
    assert.ok(outcome.measure.marked > 0 && outcome.measure.marked <= outcome.measure.paragraphs);
    assert.ok(outcome.measure.suggested.length > 0);
    assert.deepEqual(outcome.muted, outcome.measure.suggested);
    // The project's configuration is the workspace folder's: none existed, so one was created.
    assert.equal(outcome.configFile, root.fsPath);
    const written = JSON.parse(Buffer.from(await vscode.workspace.fs.readFile(root)).toString('utf8')) as { mute: string[] };
    assert.deepEqual(written.mute, outcome.measure.suggested);
    const report = vscode.workspace.textDocuments.find((d) => d.isUntitled && d.getText().startsWith('# Redraft measured on your writing'));
    assert.ok(report, 'the report opens beside');
    assert.match(report.getText(), /Nothing was sent anywhere and nothing was charged\./);
  });
});
