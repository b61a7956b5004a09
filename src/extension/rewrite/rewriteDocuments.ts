import * as path from 'node:path';
import * as vscode from 'vscode';

export const REWRITE_SCHEME = 'redraft-rewrite';

export type RewriteSide = 'original' | 'rewrite';

/**
 * Read-only documents of a run's draft and rewrite, for the diff and the side-by-side view:
 * `redraft-rewrite:/<run id>/<side>/<file name>` (the file name keeps the language, so Markdown
 * is highlighted). Texts live in memory only and are forgotten when the run's texts are erased.
 */
export class RewriteDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, { original: string; rewrite: string; fileName: string }>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly registration: vscode.Disposable;
  /** Enough for a session's worth of diffs; the oldest are dropped first. */
  private static readonly keep = 50;

  constructor() {
    this.registration = vscode.workspace.registerTextDocumentContentProvider(REWRITE_SCHEME, this);
  }

  /** Remembers a run's texts and returns the URIs of both sides. */
  put(runId: string, original: string, rewrite: string, fileName: string): { original: vscode.Uri; rewrite: vscode.Uri } {
    this.texts.delete(runId);
    this.texts.set(runId, { original, rewrite, fileName: safeName(fileName) });
    while (this.texts.size > RewriteDocuments.keep) {
      const oldest = this.texts.keys().next().value;
      if (oldest === undefined) break;
      this.texts.delete(oldest);
    }
    const uris = this.uris(runId);
    if (!uris) throw new Error(`no texts for ${runId}`);
    this.changed.fire(uris.original);
    this.changed.fire(uris.rewrite);
    return uris;
  }

  uris(runId: string): { original: vscode.Uri; rewrite: vscode.Uri } | undefined {
    const entry = this.texts.get(runId);
    if (!entry) return undefined;
    const make = (side: RewriteSide): vscode.Uri =>
      vscode.Uri.from({ scheme: REWRITE_SCHEME, path: `/${encodeURIComponent(runId)}/${side}/${entry.fileName}` });
    return { original: make('original'), rewrite: make('rewrite') };
  }

  forget(runId: string): void {
    this.texts.delete(runId);
  }

  forgetAll(): void {
    this.texts.clear();
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    const parsed = parseRewriteUri(uri);
    if (!parsed) return '';
    const entry = this.texts.get(parsed.runId);
    if (!entry) return `The texts of run ${parsed.runId} are no longer available (erased, or from an earlier session). Open it again from the Redraft Runs view.`;
    return parsed.side === 'original' ? entry.original : entry.rewrite;
  }

  dispose(): void {
    this.registration.dispose();
    this.changed.dispose();
    this.texts.clear();
  }
}

/** The run and side a `redraft-rewrite:` URI names. */
export function parseRewriteUri(uri: vscode.Uri): { runId: string; side: RewriteSide } | undefined {
  if (uri.scheme !== REWRITE_SCHEME) return undefined;
  const [, id, side] = uri.path.split('/');
  if (!id || (side !== 'original' && side !== 'rewrite')) return undefined;
  return { runId: decodeURIComponent(id), side };
}

function safeName(fileName: string): string {
  const base = path.basename(fileName).replace(/[\\/]/g, '_');
  return base === '' ? 'draft.md' : base;
}
