import * as vscode from 'vscode';
import { Backend } from './backend';
import { CheckController } from './check/checkController';
import { registerCommands } from './commands';
import { Config } from './config';
import { Log } from './log';
import { ReportPresenter } from './check/reportPresenter';
import { ReportStatus } from './statusBar';
import { PendingRewrites } from './rewrite/pendingRewrites';
import { RewriteApplier } from './rewrite/rewriteApplier';
import { RewriteHandler } from './rewrite/rewriteHandler';
import { RewriteTabs } from './rewrite/rewriteTabs';
import { RunCostStatus } from './rewrite/runCostStatus';
import { RunsView } from './rewrite/runsView';
import { RewriteCodeActions } from './rewrite/codeActions';
import type { RedraftApi } from './api';
import { WorkspaceConfig } from './workspaceConfig';
import { measureWriting } from './measureCommand';
import { LiveChecker } from './check/liveChecker';
import { EvidenceQuickFixes } from './check/quickFixes';

/**
 * The one state object: it owns every lifetime (log, backend, presenter, controllers, views,
 * commands) and is itself in `context.subscriptions`, so deactivation disposes everything.
 */
export class Ctx implements vscode.Disposable {
  readonly config = new Config();
  readonly log: Log;
  readonly backend: Backend;
  readonly presenter: ReportPresenter;
  readonly checks: CheckController;
  readonly status: ReportStatus;
  readonly pending: PendingRewrites;
  readonly tabs: RewriteTabs;
  readonly cost: RunCostStatus;
  readonly applier: RewriteApplier;
  readonly rewrites: RewriteHandler;
  readonly runsView: RunsView;
  readonly workspaceConfig: WorkspaceConfig;
  readonly live: LiveChecker;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(readonly context: vscode.ExtensionContext) {
    this.log = this.own(new Log());
    this.backend = this.own(new Backend(context, this.config, this.log));
    const signalDocs = vscode.Uri.joinPath(context.extensionUri, 'docs', 'signals.md');
    this.presenter = this.own(new ReportPresenter(this.config, signalDocs));
    this.workspaceConfig = this.own(new WorkspaceConfig(this.log));
    this.checks = this.own(new CheckController(this.backend, this.presenter, this.log, this.workspaceConfig));
    this.status = this.own(new ReportStatus(this.presenter, this.backend));
    this.pending = this.own(new PendingRewrites());
    this.tabs = this.own(new RewriteTabs(this.pending));
    this.cost = this.own(new RunCostStatus());
    this.applier = new RewriteApplier({
      store: this.pending,
      tabs: this.tabs,
      log: this.log,
      connect: () => this.backend.connect(),
      describedBaseUrl: () => this.backend.describedBaseUrl,
      recheckAfterApply: () => this.config.recheckAfterApply,
    });
    this.rewrites = new RewriteHandler({
      store: this.pending,
      tabs: this.tabs,
      applier: this.applier,
      cost: this.cost,
      log: this.log,
      backend: this.backend,
      config: this.config,
      workspaceState: context.workspaceState,
    });
    this.runsView = this.own(new RunsView({ backend: this.backend, log: this.log, store: this.pending, tabs: this.tabs }));
    this.own(
      vscode.languages.registerCodeActionsProvider([{ language: 'markdown' }, { language: 'plaintext' }], new RewriteCodeActions(this.presenter), {
        providedCodeActionKinds: RewriteCodeActions.kinds,
      }),
    );
    this.own(
      vscode.languages.registerCodeActionsProvider([{ language: 'markdown' }], new EvidenceQuickFixes(), {
        providedCodeActionKinds: EvidenceQuickFixes.kinds,
      }),
    );
    this.live = this.own(new LiveChecker(this.config, this.workspaceConfig, this.presenter, this.log));
    this.presenter.onDidChange(
      () => void vscode.commands.executeCommand('setContext', 'redraft.hasResults', this.presenter.hasAny()),
      this,
      this.disposables,
    );
    for (const d of registerCommands(this)) this.own(d);
    this.log.info(`Redraft ${String(context.extension.packageJSON.version ?? '')} activated; backend: ${this.config.backend}.`);
  }

  /** What tests (and other extensions) may read: no secrets. */
  get api(): RedraftApi {
    return {
      presented: (uri) => this.presenter.state(uri),
      health: () => this.backend.health,
      statusBarText: () => (this.status.item ? this.status.item.text : ''),
      checkDocument: (editor, useSelection, cancel) => this.checks.check(editor, useSelection, cancel),
      lastRewrite: () => this.rewrites.last,
      runStatusText: () => [...this.cost.shown],
      rewrite: (editor, request) => this.rewrites.rewriteSelection(editor, request),
      applyRewrite: (runId, options) => this.applier.apply(runId, options),
      cancelRewrite: () => this.pending.cancelNewest(),
      getRun: async (id) => (await this.backend.connect()).client.getRun(id),
      measureWriting: (folder, options) => measureWriting(this, folder, options),
      checkTrigger: (doc) => this.workspaceConfig.checkTrigger(doc),
      liveTrigger: (doc) => this.live.trigger(doc),
      liveStats: () => ({ ...this.live.stats }),
    };
  }

  private own<T extends vscode.Disposable>(d: T): T {
    this.disposables.push(d);
    return d;
  }

  /** Stops the local service and waits for it; called from deactivate. */
  async stop(): Promise<void> {
    await this.backend.stop();
  }

  dispose(): void {
    for (const d of this.disposables.reverse()) {
      try {
        d.dispose();
      } catch (err) {
        console.error('Redraft: dispose failed', err);
      }
    }
  }
}
