import * as vscode from 'vscode';
import type { Backend, BackendHealth } from './backend';
import type { ReportPresenter } from './check/reportPresenter';
import { statusText, statusTooltip } from './check/model/reportView';

/**
 * The report item shows the active document's verdict, score and basis; when the backend is
 * down it says so instead (health belongs in the status bar, details in the log).
 */
export class ReportStatus implements vscode.Disposable {
  readonly item: vscode.StatusBarItem;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly presenter: ReportPresenter,
    private readonly backend: Backend,
  ) {
    this.item = vscode.window.createStatusBarItem('redraft.report', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'Redraft Report';
    this.disposables.push(this.item);
    presenter.onDidChange(() => this.update(), this, this.disposables);
    backend.onDidChangeHealth(() => this.update(), this, this.disposables);
    vscode.window.onDidChangeActiveTextEditor(() => this.update(), this, this.disposables);
    this.update();
  }

  update(): void {
    const health: BackendHealth = this.backend.health;
    if (health.state === 'down') {
      this.item.text = '$(warning) Redraft: backend down';
      this.item.tooltip = `The ${health.kind} backend is unavailable: ${health.message}\nClick to show the log.`;
      this.item.command = 'redraft.showLog';
      this.item.backgroundColor = new vscode.ThemeColor('statusBarItem.warningBackground');
      this.item.show();
      return;
    }
    this.item.backgroundColor = undefined;
    const editor = vscode.window.activeTextEditor;
    const shown = editor ? this.presenter.get(editor.document.uri) : undefined;
    if (!shown) {
      this.item.hide();
      return;
    }
    const icon = shown.view.verdict === 'ai' ? '$(robot)' : shown.view.verdict === 'mixed' ? '$(question)' : shown.view.verdict === 'human' ? '$(person)' : '$(info)';
    // Say which reading this is: a live one costs nothing and never left the editor.
    const live = shown.source === 'live';
    this.item.text = `${icon} ${statusText(shown.view)}${live ? ' · live' : ''}`;
    this.item.tooltip = `${statusTooltip(shown.view)}\n${
      live
        ? 'Live reading by the bundled engine in the editor: nothing sent, nothing charged. Click to check through the backend.'
        : 'Checked through the configured backend.'
    }`;
    this.item.command = 'redraft.checkDocument';
    this.item.show();
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
