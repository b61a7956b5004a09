/**
 * Live checks inside a real VS Code: typing makes marks appear and move without a command; live
 * checks never send a request (a counting HTTP server stands in as the remote backend); a quick
 * fix changes the text in one undo step and the marks follow; the hover says how far to trust.
 */
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import { api, waitFor, writeFixture } from './helpers';

const AI =
  'Furthermore, by leveraging robust frameworks and seamless integration, organizations can navigate the ' +
  'complexities of the modern era. Additionally, it is essential to foster a holistic understanding that ' +
  'empowers stakeholders and underscores the transformative potential of these groundbreaking tools.';
const HUMAN =
  "We carried the boats up the hill one at a time, six of us to a boat, stopping every few yards to swear and rest. " +
  "My father said it was too late to do it the easy way, and he was right, as he usually was about water.";
const LIST = ['- bring the boats up first, before the water reaches the lower road', '- then the nets and the engines, and the small engine goes in the shed', '- keep the oars dry and count them twice'].join('\n');

const settings = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('redraft');

describe('live checks (bundled engine)', function () {
  this.timeout(120_000);

  before(async () => settings().update('check.trigger', 'onType', vscode.ConfigurationTarget.Workspace));
  after(async () => {
    await settings().update('check.trigger', 'manual', vscode.ConfigurationTarget.Workspace);
    await settings().update('backend', undefined, vscode.ConfigurationTarget.Workspace);
    await settings().update('remote.baseUrl', undefined, vscode.ConfigurationTarget.Workspace);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('marks appear when a document opens and move as you type, with no command', async () => {
    const redraft = await api();
    const doc = await writeFixture('live-typing.md', `# Live\n\n${AI}\n\n${HUMAN}\n`);
    const editor = vscode.window.activeTextEditor!;
    const first = await waitFor('live marks', () => {
      const s = redraft.presented(doc.uri);
      return s && s.source === 'live' && s.paragraphs.length === 3 ? s : undefined;
    });
    assert.ok(first.paragraphs[1]!.verdict === 'ai' || first.paragraphs[1]!.verdict === 'mixed');
    assert.match(redraft.statusBarText(), /live/);
    const aiLine = first.paragraphs[1]!.range.start.line;

    // Type a new paragraph above: the marks move down, then the new paragraph is read too.
    const reads = redraft.liveStats().reads;
    await editor.edit((b) => b.insert(new vscode.Position(1, 0), `\n${HUMAN}\n`));
    const moved = await waitFor('marks after typing', () => {
      const s = redraft.presented(doc.uri);
      return s && redraft.liveStats().reads > reads && s.paragraphs.length === 4 ? s : undefined;
    });
    assert.equal(moved.paragraphs[2]!.range.start.line, aiLine + 2);
    assert.equal(doc.getText(moved.paragraphs[2]!.range), AI);
    // The one-paragraph edit re-parsed one region and re-scored one block.
    assert.ok(redraft.liveStats().lastScoredBlocks <= 2, JSON.stringify(redraft.liveStats()));
  });

  it('never touches a service: with a remote backend that counts requests, typing reads live and sends nothing', async () => {
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const redraft = await api();
      await settings().update('remote.baseUrl', `http://127.0.0.1:${port}/api`, vscode.ConfigurationTarget.Workspace);
      await settings().update('backend', 'remote', vscode.ConfigurationTarget.Workspace);
      const doc = await writeFixture('live-remote.md', `${AI}\n`);
      // Unset, the trigger is manual with a remote backend: nothing runs until the writer opts in.
      await settings().update('check.trigger', undefined, vscode.ConfigurationTarget.Workspace);
      assert.equal(redraft.liveTrigger(doc), 'manual');
      await settings().update('check.trigger', 'onType', vscode.ConfigurationTarget.Workspace);
      assert.equal(redraft.liveTrigger(doc), 'onType');
      const reads = redraft.liveStats().reads;
      await vscode.window.activeTextEditor!.edit((b) => b.insert(new vscode.Position(1, 0), `\n${AI}\n`));
      const s = await waitFor('live marks with the remote backend', () => {
        const st = redraft.presented(doc.uri);
        return st && redraft.liveStats().reads > reads && st.paragraphs.length === 2 ? st : undefined;
      });
      assert.equal(s.source, 'live');
      assert.equal(requests, 0, 'a live check sent a request');
    } finally {
      await settings().update('backend', undefined, vscode.ConfigurationTarget.Workspace);
      await settings().update('check.trigger', 'onType', vscode.ConfigurationTarget.Workspace);
      server.close();
    }
  });

  it('a quick fix replaces an AI-typical word in one undo step, and the marks update', async () => {
    const redraft = await api();
    const doc = await writeFixture('live-fix.md', `${AI}\n`);
    const state = await waitFor('evidence', () => {
      const s = redraft.presented(doc.uri);
      return s?.diagnostics.some((d) => doc.getText(d.range) === 'leveraging') ? s : undefined;
    });
    const diagnostic = state.diagnostics.find((d) => doc.getText(d.range) === 'leveraging')!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Don\'t flag "leveraging" in this workspace'), titles.join(' | '));
    const fix = actions.find((a) => a.title === 'Replace "leveraging" with "using"');
    assert.ok(fix?.edit, titles.join(' | '));
    assert.equal(fix.isPreferred, true);
    const before = doc.getText();
    const reads = redraft.liveStats().reads;
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(doc.getText(), before.replace('leveraging', 'using'));
    await waitFor('marks after the fix', () => {
      const s = redraft.presented(doc.uri);
      return s && redraft.liveStats().reads > reads && !s.diagnostics.some((d) => doc.getText(d.range) === 'leveraging') && s.paragraphs.length === 1;
    });
    // One undo step brings the exact text back.
    await vscode.commands.executeCommand('undo');
    assert.equal(doc.getText(), before);
  });

  it('the hover says how often human paragraphs read that high, what carried it, and when not to trust it', async () => {
    const redraft = await api();
    const doc = await writeFixture('live-hover.md', `${AI}\n\n${LIST}\n`);
    const state = await waitFor('live marks', () => {
      const s = redraft.presented(doc.uri);
      return s && s.source === 'live' && s.paragraphs.length === 2 ? s : undefined;
    });
    const ai = state.paragraphs[0]!.hover;
    assert.match(ai, /1 in [\d,]+ human paragraphs in the calibration data reads this high|Most human paragraphs/);
    assert.match(ai, /Carried by: .*AI-typical vocabulary/i);
    const list = state.paragraphs[1]!;
    assert.ok(list.score !== null, 'the list is read as one block');
    assert.match(list.hover, /Mostly a list/);
    assert.match(list.hover, /Short \(\d+ prose words\)/);
    // The editor's own hover shows the same text.
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, state.paragraphs[0]!.range.start.translate(0, 3));
    const shown = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))).join('\n');
    assert.match(shown, /human paragraphs/);
  });
});
