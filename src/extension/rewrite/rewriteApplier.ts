import * as vscode from 'vscode';
import type { Connection } from '../backend';
import type { Log } from '../log';
import { describeError } from '../errors/errorMessages';
import type { PendingRewrite, PendingRewrites } from './pendingRewrites';
import { parseRewriteUri } from './rewriteDocuments';
import { recheckSummary, type ScoreReading } from './model/rewriteModel';
import type { RewriteTabs } from './rewriteTabs';
import type { ApplyResult } from './model/rewriteTypes';

export interface ApplierDeps {
  store: PendingRewrites;
  tabs: RewriteTabs;
  log: Log;
  connect(): Promise<Connection>;
  /** Where requests go, for messages. */
  describedBaseUrl(): string;
  /** `redraft.rewrite.recheckAfterApply`. */
  recheckAfterApply(): boolean;
}

/**
 * The safe apply: one undoable edit, only onto the exact text that was sent; otherwise the
 * rewrite opens beside the document and nothing is overwritten. Also what the "rewrite ready"
 * notification offers (apply, side by side, discard) and the `redraft.applyRewrite` command.
 */
export class RewriteApplier {
  constructor(private readonly deps: ApplierDeps) {}

  /** The notification shown when a rewrite is ready. */
  async offer(p: PendingRewrite, message: string, recheck: boolean | undefined): Promise<void> {
    const choice = await vscode.window.showInformationMessage(`Redraft: ${message}`, 'Apply', 'Open Side by Side', 'Discard');
    if (choice === 'Apply') {
      p.outcome.applied = await this.apply(p.runId, { recheck });
    } else if (choice === 'Open Side by Side') {
      await this.deps.tabs.showSideBySide(p);
    } else if (choice === 'Discard') {
      this.deps.store.discard(p.runId);
      await this.deps.tabs.closeDiff(p.runId);
    }
  }

  /** `redraft.applyRewrite`: a run id, a `redraft-rewrite:` document, or the newest pending rewrite. */
  async command(arg: unknown): Promise<ApplyResult | undefined> {
    let runId: string | undefined;
    if (typeof arg === 'string') runId = arg;
    const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
    if (!runId && uri) runId = parseRewriteUri(uri)?.runId;
    if (!runId) runId = this.deps.store.newest()?.runId;
    if (!runId) {
      void vscode.window.showInformationMessage('Redraft: there is no rewrite waiting to be applied.');
      return undefined;
    }
    const result = await this.apply(runId);
    if (result.result === 'unavailable' || result.result === 'already_applied') void vscode.window.showInformationMessage(`Redraft: ${result.message}`);
    return result;
  }

  /** Replaces the sent range with the rewrite when it still holds exactly the text that was sent. */
  async apply(runId: string, options: { recheck?: boolean } = {}): Promise<ApplyResult> {
    const p = this.deps.store.get(runId);
    if (!p) {
      return { result: 'unavailable', message: 'There is no rewrite of that run waiting to be applied in this window. Open it from the Redraft Runs view to copy from it.' };
    }
    const doc = await vscode.workspace.openTextDocument(p.uri);
    const { start, end } = p.tracked.range;
    const length = doc.getText().length;
    const range = new vscode.Range(doc.positionAt(start), doc.positionAt(end));
    const current = end <= length ? doc.getText(range) : undefined;
    if (current !== p.sent && current === p.output && p.outcome.applied?.result === 'applied') {
      return { result: 'already_applied', message: `The rewrite is already in ${p.fileName}.` };
    }
    if (current !== p.sent) return this.conflict(p);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(p.uri, range, p.output);
    if (!(await vscode.workspace.applyEdit(edit))) {
      return { result: 'unavailable', message: `VS Code did not apply the edit to ${p.fileName} (is the file read-only?).` };
    }
    // The inserted text may differ in length from `output` when line endings were normalized.
    const newEnd = start + (end - start) + (doc.getText().length - length);
    this.deps.log.info(`Applied rewrite run ${runId} to ${p.fileName}.`);
    const result: ApplyResult = { result: 'applied', message: `Applied the rewrite to ${p.fileName}. Undo (Ctrl+Z) brings the draft back.` };
    p.outcome.applied = result;
    await this.deps.tabs.closeDiff(runId);
    const editor = await vscode.window.showTextDocument(doc, { preview: false });
    editor.selection = new vscode.Selection(doc.positionAt(start), doc.positionAt(newEnd));
    editor.revealRange(editor.selection, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    if (options.recheck ?? this.deps.recheckAfterApply()) {
      try {
        result.recheck = await this.recheck(p.sent, p.output);
        result.message = `${result.message} ${recheckSummary(result.recheck.before, result.recheck.after)}`;
      } catch (err) {
        this.deps.log.error('Re-check after apply failed', err);
        result.message = `${result.message} The re-check failed: ${describeError(err, { baseUrl: this.deps.describedBaseUrl(), job: 'check' }).message}`;
      }
    }
    void vscode.window.showInformationMessage(`Redraft: ${result.message}`);
    return result;
  }

  /** The range changed after it was sent: overwrite nothing, offer the rewrite to copy from. */
  private async conflict(p: PendingRewrite): Promise<ApplyResult> {
    const message = `The text that was rewritten changed in ${p.fileName} after it was sent, so Redraft did not overwrite it. The rewrite is open beside your document to copy from.`;
    await this.deps.tabs.showSideBySide(p);
    void vscode.window.showWarningMessage(`Redraft: ${message}`, 'Copy Rewrite').then(async (c) => {
      if (c) await vscode.env.clipboard.writeText(p.output);
    });
    const result: ApplyResult = { result: 'conflict', message };
    p.outcome.applied = result;
    return result;
  }

  /** Score of the draft and of the rewrite, read the same way (two checks, charged as checks). */
  private async recheck(before: string, after: string): Promise<{ before: ScoreReading; after: ScoreReading }> {
    const { client } = await this.deps.connect();
    const read = async (text: string): Promise<ScoreReading> => {
      const created = await client.createDetection({ text });
      const done = await client.waitForDetection(created);
      if (done.status !== 'succeeded' || !done.result) throw new Error(done.error?.message ?? 'the detector gave no report');
      return { score: done.result.score, verdict: done.result.verdict };
    };
    return vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'Redraft: re-checking the rewrite' }, async () => {
      const [b, a] = await Promise.all([read(before), read(after)]);
      return { before: b, after: a };
    });
  }
}
