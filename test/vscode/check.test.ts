/**
 * The check command inside a real VS Code against the local backend: exact ranges of the paragraph
 * marks and evidence diagnostics on a CRLF document with emoji, a code fence and a table; marks
 * that follow edits; a slow answer that never overwrites a newer one; the missing-key prompt.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, waitFor, writeFixture } from './helpers';

const AI_PARAGRAPH_1 =
  'In today\'s rapidly evolving digital landscape, it is crucial to delve into the multifaceted ways in which ' +
  'technology fosters innovation. Moreover, this comprehensive approach underscores the pivotal role of ' +
  'collaboration, and it highlights the intricate tapestry of insights that shape our collective journey 🚀.';
const AI_PARAGRAPH_2 =
  'Furthermore, by leveraging robust frameworks and seamless integration, organizations can navigate the ' +
  'complexities of the modern era. Additionally, it is essential to foster a holistic understanding that ' +
  'empowers stakeholders and underscores the transformative potential of these groundbreaking tools.';
const SHORT = 'A short note 😀 here.';

const FIXTURE = [
  '# Notes on the draft 📝',
  '',
  AI_PARAGRAPH_1,
  '',
  '```python',
  'def delve(tapestry):  # code is never prose',
  '    return tapestry',
  '```',
  '',
  '| signal | value |',
  '| --- | --- |',
  '| delve | crucial |',
  '',
  AI_PARAGRAPH_2,
  '',
  SHORT,
  '',
].join('\r\n');

describe('check command (local backend)', function () {
  this.timeout(120_000);

  it('marks paragraphs and evidence on the exact characters, after emoji and CRLF', async () => {
    const redraft = await api();
    const doc = await writeFixture('check-crlf.md', FIXTURE);
    assert.equal(doc.eol, vscode.EndOfLine.CRLF);
    await vscode.commands.executeCommand('redraft.checkDocument');
    const state = await waitFor('the report', () => redraft.presented(doc.uri), 60_000);

    const texts = state.paragraphs.map((p) => doc.getText(p.range));
    assert.deepEqual(texts, ['Notes on the draft 📝', AI_PARAGRAPH_1, AI_PARAGRAPH_2, SHORT]);
    const first = state.paragraphs[1]!;
    assert.equal(first.range.start.line, 2);
    assert.equal(first.range.start.character, 0);
    assert.ok(first.verdict === 'ai' || first.verdict === 'mixed', `AI-styled paragraph reads ${first.verdict}`);
    const short = state.paragraphs[3]!;
    assert.equal(short.score, null);
    assert.match(short.hover, /too short to score/);
    assert.match(first.hover, /Signal leaning AI/);

    assert.ok(state.diagnostics.length > 0, 'evidence diagnostics');
    const diagnostics = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === 'Redraft');
    assert.equal(diagnostics.length, state.diagnostics.length);
    const codeLines = new Set([4, 5, 6, 7, 9, 10, 11]);
    for (const d of diagnostics) {
      const word = doc.getText(d.range);
      assert.ok(word.trim().length > 0, 'a diagnostic covers characters');
      assert.ok(!codeLines.has(d.range.start.line), `evidence "${word}" must not be in code or the table`);
      assert.equal(d.severity, vscode.DiagnosticSeverity.Hint);
      assert.equal(typeof d.code === 'object' && String(d.code.value).length > 0, true);
      assert.match(d.message, /typical human .*typical AI .*\(reliability \d+%\)/);
    }
    const vocabulary = diagnostics.filter((d) => /delve|crucial|tapestry|multifaceted|pivotal|underscores|intricate|seamless|robust|holistic|leverag/i.test(doc.getText(d.range)));
    assert.ok(vocabulary.length > 0, 'AI-typical words are pointed at exactly');
    assert.match(redraft.statusBarText(), /Redraft: (AI|Mixed|Human) \d+%/);
  });

  it('moves the marks with edits and drops the marks of an edited paragraph', async () => {
    const redraft = await api();
    const doc = vscode.window.activeTextEditor!.document;
    const before = redraft.presented(doc.uri)!;
    const editor = vscode.window.activeTextEditor!;
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'Intro line.\r\n\r\n'));
    const moved = redraft.presented(doc.uri)!;
    assert.equal(moved.paragraphs.length, before.paragraphs.length);
    moved.paragraphs.forEach((p, i) => {
      assert.equal(p.range.start.line, before.paragraphs[i]!.range.start.line + 2);
      assert.equal(doc.getText(p.range), [ 'Notes on the draft 📝', AI_PARAGRAPH_1, AI_PARAGRAPH_2, SHORT][i]);
    });
    for (const d of moved.diagnostics) assert.ok(doc.getText(d.range).trim().length > 0);

    // Typing inside the second AI paragraph: its mark and its evidence go, the others stay.
    const p2 = moved.paragraphs[2]!;
    await editor.edit((b) => b.insert(p2.range.start.translate(0, 12), 'indeed '));
    const after = redraft.presented(doc.uri)!;
    assert.deepEqual(after.paragraphs.map((p) => doc.getText(p.range)), ['Notes on the draft 📝', AI_PARAGRAPH_1, SHORT]);
    for (const d of after.diagnostics) assert.ok(!d.range.intersection(new vscode.Range(p2.range.start, p2.range.end.translate(0, 7))));
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('checks a selection that starts mid-document at the right offsets', async () => {
    const redraft = await api();
    const doc = await writeFixture('check-selection.md', FIXTURE);
    const editor = vscode.window.activeTextEditor!;
    const start = doc.positionAt(doc.getText().indexOf(AI_PARAGRAPH_2));
    editor.selection = new vscode.Selection(start, doc.positionAt(doc.getText().length));
    const outcome = await redraft.checkDocument(editor, true);
    assert.ok(outcome.view, outcome.error?.message);
    const state = redraft.presented(doc.uri)!;
    assert.deepEqual(state.paragraphs.map((p) => doc.getText(p.range)), [AI_PARAGRAPH_2, SHORT]);
  });

  it('never lets a slow answer overwrite a newer one', async () => {
    const redraft = await api();
    const doc = await writeFixture('check-race.md', FIXTURE);
    const editor = vscode.window.activeTextEditor!;
    const [older, newer] = await Promise.all([redraft.checkDocument(editor, false), redraft.checkDocument(editor, false)]);
    assert.equal(older.superseded, true);
    assert.ok(newer.view);
    assert.equal(redraft.presented(doc.uri)?.paragraphs.length, 4);
  });

  it('Cancel stops a check and leaves the document unmarked', async () => {
    const redraft = await api();
    const doc = await writeFixture('check-cancel.md', FIXTURE);
    const source = new vscode.CancellationTokenSource();
    const pending = redraft.checkDocument(vscode.window.activeTextEditor!, false, source.token);
    source.cancel();
    const outcome = await pending;
    assert.equal(outcome.error?.silent, true, outcome.error?.message);
    assert.match(outcome.error?.message ?? '', /cancelled/);
    assert.equal(redraft.presented(doc.uri), undefined);
  });

  it('asks for an API key when the remote backend has none', async () => {
    const redraft = await api();
    const config = vscode.workspace.getConfiguration('redraft');
    await vscode.commands.executeCommand('redraft.clearApiKey');
    await config.update('remote.baseUrl', 'http://127.0.0.1:9/api', vscode.ConfigurationTarget.Workspace);
    await config.update('backend', 'remote', vscode.ConfigurationTarget.Workspace);
    try {
      await writeFixture('check-remote.md', FIXTURE);
      const outcome = await redraft.checkDocument(vscode.window.activeTextEditor!, false);
      assert.ok(outcome.error, 'the check must fail without a key');
      assert.match(outcome.error.message, /needs an API key for http:\/\/127\.0\.0\.1:9\/api/);
      assert.ok(outcome.error.actions.includes('Set API Key'));
      assert.equal(redraft.health().state, 'down');
    } finally {
      await config.update('backend', undefined, vscode.ConfigurationTarget.Workspace);
      await config.update('remote.baseUrl', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });
});
