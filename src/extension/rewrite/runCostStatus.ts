import * as vscode from 'vscode';
import { runCostText, type RunCostPhase } from './model/rewriteModel';

/**
 * The run-cost status item: the projected charge while a rewrite runs (from its `cost` events),
 * the settled charge when it is done, then it steps aside. Every text it shows during a run is
 * kept in `shown`, for the tests and for the log.
 */
export class RunCostStatus implements vscode.Disposable {
  readonly item: vscode.StatusBarItem;
  /** Texts shown since the current run began, in order (a repeat of the same text is not a new one). */
  shown: string[] = [];
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private owner: string | undefined;

  /** How long the settled charge stays after a run ends. */
  static readonly lingerMs = 30_000;

  constructor() {
    this.item = vscode.window.createStatusBarItem('redraft.runCost', vscode.StatusBarAlignment.Right, 99);
    this.item.name = 'Redraft Rewrite Cost';
    this.item.command = 'redraft.runs.focus';
  }

  /** A new rewrite is being prepared: what the item shows from now on belongs to it. */
  reset(): void {
    this.shown = [];
  }

  /** A new run takes the item over; `owner` identifies it so an older run cannot write over it. */
  begin(owner: string, tooltip: string): void {
    this.clearTimer();
    this.owner = owner;
    this.shown = [];
    this.item.backgroundColor = undefined;
    this.update(owner, { kind: 'starting' }, tooltip);
  }

  update(owner: string, phase: RunCostPhase, tooltip?: string): void {
    if (owner !== this.owner) return;
    const text = runCostText(phase);
    this.item.text = text;
    if (tooltip !== undefined) this.item.tooltip = tooltip;
    if (this.shown[this.shown.length - 1] !== text) this.shown.push(text);
    this.item.backgroundColor =
      phase.kind === 'settled' && (phase.status === 'failed' || phase.status === 'rejected')
        ? new vscode.ThemeColor('statusBarItem.warningBackground')
        : undefined;
    this.item.show();
  }

  /** The run is over: the settled charge stays a while, then the item hides. */
  end(owner: string): void {
    if (owner !== this.owner) return;
    this.clearTimer();
    this.hideTimer = setTimeout(() => {
      if (this.owner === owner) this.item.hide();
    }, RunCostStatus.lingerMs);
  }

  private clearTimer(): void {
    if (this.hideTimer !== undefined) clearTimeout(this.hideTimer);
    this.hideTimer = undefined;
  }

  dispose(): void {
    this.clearTimer();
    this.item.dispose();
  }
}
