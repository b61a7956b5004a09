import type * as vscode from 'vscode';
import type { BackendHealth } from './backend';
import type { CheckOutcome } from './check/checkController';
import type { PresentedState } from './check/reportPresenter';
import type { Run } from '../contract';
import type { CheckTrigger } from '../config';
import type { LiveStats } from './check/liveChecker';
import type { MeasureOptions, MeasureOutcome } from './measureCommand';
import type { ApplyResult, RewriteOutcome, RewriteRequest } from './rewrite/model/rewriteTypes';

/** Returned by `activate`: read-only views for the in-editor tests. Never exposes a key. */
export interface RedraftApi {
  presented(uri: vscode.Uri): PresentedState | undefined;
  health(): BackendHealth;
  statusBarText(): string;
  /** Runs a check as the command does; `cancel` stands in for the progress notification's Cancel. */
  checkDocument(editor: vscode.TextEditor, useSelection: boolean, cancel?: vscode.CancellationToken): Promise<CheckOutcome>;
  lastRewrite(): RewriteOutcome | undefined;
  /** Every text the run-cost status item showed during the last rewrite, in order. */
  runStatusText(): string[];
  /** Rewrites the selection without prompts (the request names quality and voice). */
  rewrite(editor: vscode.TextEditor, request: RewriteRequest): Promise<RewriteOutcome>;
  /** What the notification's "Apply" does for that run. */
  applyRewrite(runId: string, options?: { recheck?: boolean }): Promise<ApplyResult>;
  /** What Cancel in the progress notification does, for the newest running rewrite. */
  cancelRewrite(): Promise<boolean>;
  /** GET /v1/runs/{id} through the extension's client (the key stays inside). */
  getRun(id: string): Promise<Run>;
  /** "Measure on My Writing" on a folder, without the dialogs (`mute` picks what the writer would). */
  measureWriting(folder: vscode.Uri, options?: MeasureOptions): Promise<MeasureOutcome | undefined>;
  /** The workspace configuration's live-check trigger for a document. */
  checkTrigger(doc: vscode.TextDocument): CheckTrigger;
  /** The trigger live checks use for a document (file, then setting, then backend default). */
  liveTrigger(doc: vscode.TextDocument): CheckTrigger;
  /** How many live reads ran and what the last one cost. */
  liveStats(): LiveStats;
}
