/**
 * Rewrites inside a real VS Code against the local backend with pacing on (the fixture workspace
 * sets `redraft.local.paceMs: 30`): the live cost in the status bar, the diff, Apply as one undo
 * step, Cancel reporting exactly what was charged, and nothing overwritten after an edit.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { displayUsd, parseUsd } from '../../src/contract/money';
import type { RunOptions } from '../../src/contract/runs';
import { api, waitFor, workspaceFile, writeFixture } from './helpers';

const PARAGRAPHS = [
  'In today\'s rapidly evolving digital landscape, it is crucial to delve into the multifaceted ways in which technology fosters innovation. Moreover, this comprehensive approach underscores the pivotal role of collaboration.',
  'Furthermore, by leveraging robust frameworks and seamless integration, organizations can navigate the complexities of the modern era. Additionally, it is essential to foster a holistic understanding that empowers stakeholders.',
  'It is important to note that these groundbreaking tools play a vital role in shaping our collective journey. Ultimately, embracing this transformative potential allows teams to unlock new opportunities and drive meaningful change.',
  'In conclusion, navigating this intricate tapestry of insights requires a nuanced perspective. By fostering a culture of continuous learning, we can harness the power of innovation and pave the way for a brighter future.',
];

const DOC = ['# Draft notes', '', ...PARAGRAPHS.flatMap((p) => [p, '']), '```js', 'const keep = "code is not prose";', '```', ''].join('\n');

const VOICE: RunOptions = { persona: 'a software engineer writing a design note for teammates', tone: 'plain', formality: 2, typos_enabled: false, common_words_enabled: true };

function hasRewriteDiff(runId: string): boolean {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .some((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.scheme === 'redraft-rewrite' && t.input.modified.path.startsWith(`/${runId}/`));
}

/** Selects from the start of the first paragraph to the end of the last one. */
function selectParagraphs(editor: vscode.TextEditor, first: number, last: number): vscode.Range {
  const text = editor.document.getText();
  const start = text.indexOf(PARAGRAPHS[first]!);
  const end = text.indexOf(PARAGRAPHS[last]!) + PARAGRAPHS[last]!.length;
  const range = new vscode.Range(editor.document.positionAt(start), editor.document.positionAt(end));
  editor.selection = new vscode.Selection(range.start, range.end);
  return range;
}

const FIXTURES = ['apply', 'cancel', 'conflict', 'moved', 'long', 'open', 'actions', 'command'].map((n) => `rewrite-${n}.md`);

describe('rewrite', () => {
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    for (const name of FIXTURES) await vscode.workspace.fs.delete(workspaceFile(name)).then(undefined, () => undefined);
  });

  describe('against the local backend, paced', function () {
    this.timeout(120_000);

    afterEach(async () => {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });

    it('shows the projected charge moving, then the settled one; opens the diff; Apply is one undo step', async () => {
      const redraft = await api();
      const doc = await writeFixture('rewrite-apply.md', DOC);
      const editor = vscode.window.activeTextEditor!;
      const range = selectParagraphs(editor, 0, 3);
      const original = doc.getText();
      const sent = doc.getText(range);
      const [start, end] = [doc.offsetAt(range.start), doc.offsetAt(range.end)];

      const outcome = await redraft.rewrite(editor, { quality: 'standard', options: VOICE, skipConfirmation: true });
      assert.equal(outcome.status, 'succeeded', outcome.message ?? outcome.error?.message);
      const runId = outcome.runId!;

      const texts = redraft.runStatusText();
      const settled = texts.findIndex((t) => /Redraft: charged \$/.test(t));
      assert.ok(settled > 0, `a settled charge was shown: ${JSON.stringify(texts)}`);
      const projected = new Set(texts.slice(0, settled).filter((t) => /so far/.test(t)));
      assert.ok(projected.size >= 2, `at least two projected charges before the settled one: ${JSON.stringify(texts)}`);
      assert.equal(texts.slice(settled + 1).length, 0, 'the settled charge is the last text');
      const run = await redraft.getRun(runId);
      assert.equal(outcome.chargedUsd, run.billing.charged_usd);
      assert.ok(texts[settled]!.endsWith(`charged ${displayUsd(parseUsd(run.billing.charged_usd))}`), texts[settled]);

      assert.equal(outcome.diffOpened, true);
      assert.ok(hasRewriteDiff(runId), 'the diff of the selection against the rewrite is open');
      const diff = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
      assert.ok(diff instanceof vscode.TabInputTextDiff);
      assert.equal((await vscode.workspace.openTextDocument(diff.original)).getText(), sent);
      assert.equal((await vscode.workspace.openTextDocument(diff.modified)).getText(), run.output_text);
      assert.equal(run.input_text, sent);
      assert.notEqual(run.output_text, sent, 'the rewriter changed something');

      const applied = await redraft.applyRewrite(runId);
      assert.equal(applied.result, 'applied', applied.message);
      assert.equal(doc.getText(), original.slice(0, start) + run.output_text + original.slice(end));
      assert.ok(!hasRewriteDiff(runId), 'the diff closes once applied');

      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('undo');
      assert.equal(doc.getText(), original, 'one undo brings the draft back');
      await vscode.commands.executeCommand('workbench.action.files.revert');
    });

    it('Cancel mid-run calls the cancel endpoint and reports exactly what the run was charged', async () => {
      const redraft = await api();
      const long = ['# Long draft', '', ...[...PARAGRAPHS, ...PARAGRAPHS, ...PARAGRAPHS].flatMap((p) => [p, ''])].join('\n');
      const doc = await writeFixture('rewrite-cancel.md', long);
      const editor = vscode.window.activeTextEditor!;
      editor.selection = new vscode.Selection(doc.positionAt(0), doc.positionAt(long.length));

      const pending = redraft.rewrite(editor, { quality: 'high', options: VOICE, skipConfirmation: true });
      await waitFor('a projected charge above zero', () => ['queued', 'running'].includes(redraft.lastRewrite()?.status ?? '') && redraft.runStatusText().some((t) => /so far/.test(t) && !/\$0\.00 so far/.test(t)), 60_000);
      assert.equal(await redraft.cancelRewrite(), true);
      const outcome = await pending;

      assert.equal(outcome.status, 'canceled', outcome.message);
      const run = await redraft.getRun(outcome.runId!);
      assert.equal(run.status, 'canceled');
      assert.ok(parseUsd(run.billing.charged_usd) > 0, 'the work done before the cancel is charged');
      assert.equal(outcome.chargedUsd, run.billing.charged_usd);
      const shown = displayUsd(parseUsd(run.billing.charged_usd));
      assert.ok(outcome.message?.includes(`Charged ${shown}`), outcome.message);
      const texts = redraft.runStatusText();
      assert.equal(texts[texts.length - 1], `$(circle-slash) Redraft: canceled, charged ${shown}`);
      assert.equal(doc.getText(), long, 'a canceled rewrite changes nothing');
      assert.ok(!hasRewriteDiff(run.id));
    });

    it('overwrites nothing when the range was edited before Apply, and offers the rewrite side by side', async () => {
      const redraft = await api();
      const doc = await writeFixture('rewrite-conflict.md', DOC);
      const editor = vscode.window.activeTextEditor!;
      const range = selectParagraphs(editor, 1, 2);
      const outcome = await redraft.rewrite(editor, { quality: 'low', options: VOICE, skipConfirmation: true });
      assert.equal(outcome.status, 'succeeded', outcome.message ?? outcome.error?.message);

      const source = await vscode.window.showTextDocument(doc);
      await source.edit((b) => b.insert(range.start.translate(0, 12), 'really '));
      const edited = doc.getText();
      const result = await redraft.applyRewrite(outcome.runId!);
      assert.equal(result.result, 'conflict', result.message);
      assert.match(result.message, /did not overwrite/);
      assert.equal(doc.getText(), edited, 'nothing was overwritten');
      const run = await redraft.getRun(outcome.runId!);
      const beside = await waitFor('the rewrite beside the document', () =>
        vscode.window.visibleTextEditors.find((e) => e.document.uri.scheme === 'redraft-rewrite' && e.document.getText() === run.output_text),
      );
      assert.ok(beside.viewColumn !== undefined);
      assert.ok(vscode.window.visibleTextEditors.some((e) => e.document === doc), 'the document stays in view');
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    });

    it('follows the range through edits elsewhere: Apply still lands on the text that was sent', async () => {
      const redraft = await api();
      const doc = await writeFixture('rewrite-moved.md', DOC);
      const editor = vscode.window.activeTextEditor!;
      selectParagraphs(editor, 2, 2);
      const outcome = await redraft.rewrite(editor, { quality: 'low', options: VOICE, skipConfirmation: true });
      assert.equal(outcome.status, 'succeeded', outcome.message ?? outcome.error?.message);
      const source = await vscode.window.showTextDocument(doc);
      await source.edit((b) => b.insert(new vscode.Position(0, 0), 'Preface 😀 added later.\n\n'));
      const before = doc.getText();
      const result = await redraft.applyRewrite(outcome.runId!);
      assert.equal(result.result, 'applied', result.message);
      const run = await redraft.getRun(outcome.runId!);
      assert.equal(doc.getText(), before.replace(PARAGRAPHS[2]!, run.output_text!));
      await vscode.commands.executeCommand('workbench.action.files.revert');
    });

    it('catches a text over the /v1/me limit before sending it', async () => {
      const redraft = await api();
      const big = Array.from({ length: 30 }, () => PARAGRAPHS[0]!).join('\n\n');
      const doc = await writeFixture('rewrite-long.md', big);
      const editor = vscode.window.activeTextEditor!;
      editor.selection = new vscode.Selection(doc.positionAt(0), doc.positionAt(big.length));
      const outcome = await redraft.rewrite(editor, { quality: 'low', options: VOICE, skipConfirmation: true });
      assert.equal(outcome.status, 'too_long');
      assert.equal(outcome.runId, undefined, 'no run was created');
      assert.match(outcome.error?.message ?? '', /longer than 5,000 characters allowed per rewrite/);
    });

    it('opens a run from the Runs view command', async () => {
      const redraft = await api();
      await writeFixture('rewrite-open.md', DOC);
      const editor = vscode.window.activeTextEditor!;
      selectParagraphs(editor, 0, 0);
      const outcome = await redraft.rewrite(editor, { quality: 'low', options: VOICE, skipConfirmation: true });
      assert.equal(outcome.status, 'succeeded', outcome.message ?? outcome.error?.message);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await vscode.commands.executeCommand('redraft.runs.open', outcome.runId);
      await waitFor('the diff of the run', () => hasRewriteDiff(outcome.runId!));
    });
  });

  describe('"Rewrite this paragraph" code action', function () {
    this.timeout(120_000);

    it('is offered on paragraphs the report marks ai or mixed, with the document and the paragraph range', async () => {
      const redraft = await api();
      const doc = await writeFixture('rewrite-actions.md', DOC);
      const outcome = await redraft.checkDocument(vscode.window.activeTextEditor!, false);
      assert.ok(outcome.view, outcome.error?.message);
      const state = redraft.presented(doc.uri)!;
      const flagged = state.paragraphs.filter((p) => p.verdict === 'ai' || p.verdict === 'mixed');
      assert.ok(flagged.length > 0, `some paragraph reads ai or mixed: ${JSON.stringify(state.paragraphs.map((p) => p.verdict))}`);
      for (const p of state.paragraphs) {
        const inside = new vscode.Range(p.range.start.translate(0, 1), p.range.start.translate(0, 1));
        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, inside);
        const ours = actions.filter((a) => a.command?.command === 'redraft.rewriteParagraph');
        if (p.verdict === 'ai' || p.verdict === 'mixed') {
          assert.equal(ours.length, 1, `one action on "${doc.getText(p.range).slice(0, 30)}"`);
          assert.match(ours[0]!.title, /^Rewrite this paragraph \((reads as AI|mixed reading), \d+%\)$/);
          const [uri, range] = ours[0]!.command!.arguments as [vscode.Uri, vscode.Range];
          assert.equal(uri.toString(), doc.uri.toString());
          assert.equal(doc.getText(range), doc.getText(p.range));
        } else {
          assert.equal(ours.length, 0, `no action on a ${String(p.verdict)} paragraph`);
        }
      }
    });
  });

  describe('the command, its prompts driven by keyboard commands', function () {
    this.timeout(120_000);

    it('asks quality (with estimates) and voice, then runs: Enter, Enter', async () => {
      const redraft = await api();
      const doc = await writeFixture('rewrite-command.md', DOC);
      const editor = vscode.window.activeTextEditor!;
      selectParagraphs(editor, 1, 1);
      const before = redraft.lastRewrite();
      const command = vscode.commands.executeCommand('redraft.rewriteSelection');
      // Accepting while the estimates load does nothing; keep pressing Enter until a run exists.
      await waitFor('a run started from the prompts', async () => {
        const last = redraft.lastRewrite();
        if (last !== before && last?.runId) return true;
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
        await new Promise((r) => setTimeout(r, 150));
        return false;
      });
      await command;
      const outcome = redraft.lastRewrite()!;
      assert.equal(outcome.status, 'succeeded', outcome.message ?? outcome.error?.message);
      assert.equal(outcome.quality, 'standard', 'the default quality is standard');
      assert.ok(hasRewriteDiff(outcome.runId!));
      assert.equal(doc.getText(), DOC, 'nothing changes before Apply');
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });
  });
});
