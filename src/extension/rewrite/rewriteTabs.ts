import * as vscode from 'vscode';
import type { Run } from '../../contract/runs';
import type { PendingRewrite, PendingRewrites } from './pendingRewrites';
import { RewriteDocuments, parseRewriteUri } from './rewriteDocuments';
import { qualityLabel } from './model/rewriteModel';

/**
 * The editors that show a run's texts: the diff of draft and rewrite, and the rewrite beside its
 * document. Owns the in-memory documents behind them; when texts are erased (the store says so)
 * their documents are forgotten and their tabs closed.
 */
export class RewriteTabs implements vscode.Disposable {
  readonly documents = new RewriteDocuments();
  private readonly disposables: vscode.Disposable[] = [this.documents];

  constructor(private readonly store: PendingRewrites) {
    store.onDidChange(
      (change) => {
        if (change.kind !== 'forgotten') return;
        void this.closeRunTabs(change.runId);
        if (change.runId === undefined) this.documents.forgetAll();
        else this.documents.forget(change.runId);
      },
      this,
      this.disposables,
    );
  }

  /** Opens the diff of a run's draft against its rewrite; false when the run has no rewrite to show. */
  async openRunDiff(run: Run): Promise<boolean> {
    if (run.status !== 'succeeded' || typeof run.output_text !== 'string' || run.input_text === null) return false;
    const pending = this.store.get(run.id);
    const uris = this.documents.put(run.id, run.input_text, run.output_text, pending?.fileName ?? 'draft.md');
    const title = pending ? `${pending.fileName}: selection ↔ rewrite (${qualityLabel(run.quality).toLowerCase()})` : `Run ${run.id}: draft ↔ rewrite`;
    await vscode.commands.executeCommand('vscode.diff', uris.original, uris.rewrite, title, { preview: false });
    return true;
  }

  /** The document in the first column, the rewrite beside it (to copy from). */
  async showSideBySide(p: PendingRewrite): Promise<void> {
    const uris = this.documents.uris(p.runId) ?? this.documents.put(p.runId, p.sent, p.output, p.fileName);
    const source = await vscode.workspace.openTextDocument(p.uri);
    await vscode.window.showTextDocument(source, { viewColumn: vscode.ViewColumn.One, preview: false });
    await vscode.window.showTextDocument(uris.rewrite, { viewColumn: vscode.ViewColumn.Beside, preview: false, preserveFocus: true });
  }

  /** Closes the diff of a run (applied or discarded); a side-by-side rewrite stays to copy from. */
  async closeDiff(runId: string): Promise<void> {
    await this.closeTabs((input) => input instanceof vscode.TabInputTextDiff && parseRewriteUri(input.modified)?.runId === runId);
  }

  /** Every tab showing a run's texts (diff or single side); all runs when no id is given. */
  private async closeRunTabs(runId: string | undefined): Promise<void> {
    const ours = (uri: vscode.Uri): boolean => {
      const parsed = parseRewriteUri(uri);
      return parsed !== undefined && (runId === undefined || parsed.runId === runId);
    };
    await this.closeTabs((input) => {
      if (input instanceof vscode.TabInputTextDiff) return ours(input.modified) || ours(input.original);
      return input instanceof vscode.TabInputText && ours(input.uri);
    });
  }

  private async closeTabs(match: (input: unknown) => boolean): Promise<void> {
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => match(t.input));
    if (tabs.length > 0) await vscode.window.tabGroups.close(tabs);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
