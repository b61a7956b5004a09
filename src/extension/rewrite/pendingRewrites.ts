import * as vscode from 'vscode';
import { trackRange, type OffsetRange } from './model/rangeTracking';
import type { RewriteOutcome } from './model/rewriteTypes';

/** A range of a document followed through edits, from the moment its text is read. */
export interface TrackedRange {
  readonly uri: string;
  range: OffsetRange;
}

/** A finished rewrite waiting to be applied, with the range it came from kept on its text. */
export interface PendingRewrite {
  runId: string;
  uri: vscode.Uri;
  tracked: TrackedRange;
  sent: string;
  output: string;
  fileName: string;
  outcome: RewriteOutcome;
}

/** A run this window follows, and what its notification's Cancel does. */
interface ActiveRun {
  cancel(): Promise<void>;
}

/** What changed: a run started or ended here, or rewrites waiting to be applied were forgotten. */
export type RewriteChange = { kind: 'run-started' | 'run-ended'; runId: string } | { kind: 'pending'; runId?: string } | { kind: 'forgotten'; runId?: string };

const PENDING_CONTEXT = 'redraft.hasPendingRewrite';
/** Enough for a session; the oldest are dropped first. */
const KEEP_PENDING = 20;

/**
 * The rewrites of this window: the runs it follows, the ranges it tracks and the rewrites waiting
 * to be applied. A pending rewrite owns its tracked range, so both go away together in one place;
 * listeners (the Runs view, the diff tabs) subscribe to `onDidChange` instead of being called.
 */
export class PendingRewrites implements vscode.Disposable {
  private readonly tracked = new Set<TrackedRange>();
  private readonly pending = new Map<string, PendingRewrite>();
  private readonly active = new Map<string, ActiveRun>();
  private readonly changed = new vscode.EventEmitter<RewriteChange>();
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [this.changed];

  constructor() {
    vscode.workspace.onDidChangeTextDocument(
      (e) => {
        if (e.contentChanges.length === 0) return;
        const key = e.document.uri.toString();
        for (const t of this.tracked) if (t.uri === key) t.range = trackRange(t.range, e.contentChanges);
      },
      this,
      this.disposables,
    );
  }

  /** Starts following a range; `release` it unless it becomes part of a pending rewrite. */
  track(uri: vscode.Uri, range: OffsetRange): TrackedRange {
    const t: TrackedRange = { uri: uri.toString(), range };
    this.tracked.add(t);
    return t;
  }

  release(t: TrackedRange): void {
    if (![...this.pending.values()].some((p) => p.tracked === t)) this.tracked.delete(t);
  }

  /** Keeps a finished rewrite (and its tracked range) until it is applied, discarded or erased. */
  add(p: PendingRewrite): void {
    this.tracked.add(p.tracked);
    this.pending.set(p.runId, p);
    while (this.pending.size > KEEP_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.pendingChanged({ kind: 'pending', runId: p.runId });
  }

  get(runId: string): PendingRewrite | undefined {
    return this.pending.get(runId);
  }

  /** The newest rewrite waiting to be applied. */
  newest(): PendingRewrite | undefined {
    return [...this.pending.values()].pop();
  }

  /** The writer discarded it. */
  discard(runId: string): void {
    this.remove(runId);
    this.pendingChanged({ kind: 'pending', runId });
  }

  /** The texts were erased on the service: forget them here too (all runs without an id). */
  forget(runId?: string): void {
    if (runId === undefined) for (const id of [...this.pending.keys()]) this.remove(id);
    else this.remove(runId);
    this.pendingChanged({ kind: 'forgotten', runId });
  }

  /** Registers a run this window follows; dispose the result when following ends. */
  follow(runId: string, cancel: () => Promise<void>): vscode.Disposable {
    const run: ActiveRun = { cancel };
    this.active.set(runId, run);
    this.changed.fire({ kind: 'run-started', runId });
    return new vscode.Disposable(() => {
      if (this.active.get(runId) === run) this.active.delete(runId);
      this.changed.fire({ kind: 'run-ended', runId });
    });
  }

  /** Cancels a run this window follows, as its notification would; false when it is not one. */
  async cancel(runId: string): Promise<boolean> {
    const run = this.active.get(runId);
    if (!run) return false;
    await run.cancel();
    return true;
  }

  /** What Cancel in the progress notification does, for the newest run; false when none runs. */
  async cancelNewest(): Promise<boolean> {
    const newest = [...this.active.keys()].pop();
    return newest === undefined ? false : this.cancel(newest);
  }

  private remove(runId: string): void {
    const p = this.pending.get(runId);
    if (p) this.tracked.delete(p.tracked);
    this.pending.delete(runId);
  }

  private pendingChanged(change: RewriteChange): void {
    void vscode.commands.executeCommand('setContext', PENDING_CONTEXT, this.pending.size > 0);
    this.changed.fire(change);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    this.tracked.clear();
    this.pending.clear();
    this.active.clear();
  }
}
