import * as vscode from 'vscode';
import { RunInProgressError } from '../../client';
import { isTerminalRunStatus, type RunListItem } from '../../contract/runs';
import type { Backend } from '../backend';
import type { Log } from '../log';
import { notifyError } from '../errors/notify';
import { describeError } from '../errors/errorMessages';
import type { PendingRewrites } from './pendingRewrites';
import { finishReport } from './model/rewriteModel';
import type { RewriteTabs } from './rewriteTabs';
import { appendPage, mergeFirstPage, runItemView, type LoadedRuns } from './model/runsModel';

export interface RunsViewDeps {
  backend: Pick<Backend, 'connect' | 'describedBaseUrl' | 'onDidChangeHealth'>;
  log: Log;
  /** Runs this window follows: started and ended runs refresh the list; cancel goes through them. */
  store: PendingRewrites;
  tabs: RewriteTabs;
}

export type RunNode = { kind: 'run'; run: RunListItem } | { kind: 'more' };

/** While runs in the list are in progress (and the view is visible), it refreshes this often. */
const ACTIVE_POLL_MS = 2_000;

/**
 * The "Redraft Runs" view: recent runs newest first, a page at a time through the list cursor,
 * with open (diff of draft and rewrite), cancel, erase and erase-all. It loads when first shown
 * and follows runs in progress while it is visible.
 */
export class RunsView implements vscode.TreeDataProvider<RunNode>, vscode.Disposable {
  static readonly pageSize = 20;
  private readonly changed = new vscode.EventEmitter<RunNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly view: vscode.TreeView<RunNode>;
  private loaded: LoadedRuns | undefined;
  /** A run changed while the view was hidden: merge the first page when it shows again. */
  private stale = false;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly deps: RunsViewDeps) {
    this.view = vscode.window.createTreeView('redraft.runs', { treeDataProvider: this });
    this.disposables.push(this.view, this.changed);
    this.view.onDidChangeVisibility(
      (e) => {
        if (e.visible && this.stale) void this.runsChanged();
        if (!e.visible) this.stopPolling();
      },
      this,
      this.disposables,
    );
    deps.store.onDidChange(
      (change) => {
        if (change.kind === 'run-started' || change.kind === 'run-ended') void this.runsChanged();
      },
      this,
      this.disposables,
    );
    deps.backend.onDidChangeHealth(
      (h) => {
        // Another backend is another account: its runs are not these.
        if (h.state === 'idle' && this.loaded) this.refresh();
      },
      this,
      this.disposables,
    );
  }

  /** The runs listed, for tests and for the commands. */
  get runs(): readonly RunListItem[] {
    return this.loaded?.items ?? [];
  }

  getTreeItem(node: RunNode): vscode.TreeItem {
    if (node.kind === 'more') {
      const item = new vscode.TreeItem('Load more…', vscode.TreeItemCollapsibleState.None);
      item.id = 'redraft.runs.more';
      item.iconPath = new vscode.ThemeIcon('ellipsis');
      item.tooltip = `Load the next ${RunsView.pageSize} runs`;
      item.command = { command: 'redraft.runs.loadMore', title: 'Load More Runs' };
      item.contextValue = 'run-more';
      return item;
    }
    const v = runItemView(node.run);
    const item = new vscode.TreeItem(v.label, vscode.TreeItemCollapsibleState.None);
    item.id = node.run.id;
    item.description = v.description;
    item.tooltip = new vscode.MarkdownString(v.tooltip);
    item.contextValue = v.contextValue;
    item.iconPath = new vscode.ThemeIcon(v.icon, v.color ? new vscode.ThemeColor(v.color) : undefined);
    if (v.opens) item.command = { command: 'redraft.runs.open', title: 'Open Rewrite', arguments: [node] };
    item.accessibilityInformation = { label: `${v.label}, ${v.description}` };
    return item;
  }

  async getChildren(node?: RunNode): Promise<RunNode[]> {
    if (node) return [];
    if (!this.loaded) {
      try {
        const { client } = await this.deps.backend.connect();
        const page = await client.listRuns({ limit: RunsView.pageSize });
        this.loaded = { items: page.data, cursor: page.next_cursor };
        this.stale = false;
      } catch (err) {
        this.deps.log.error('Listing runs failed', err);
        this.view.message = describeError(err, { baseUrl: this.deps.backend.describedBaseUrl, job: 'run list' }).message;
        return [];
      }
    }
    this.schedulePoll();
    const { items, cursor } = this.loaded;
    this.view.message = items.length === 0 ? 'No rewrites yet. Select text in a Markdown file and run "Redraft: Rewrite Selection".' : undefined;
    const nodes: RunNode[] = items.map((run) => ({ kind: 'run', run }));
    if (cursor !== null) nodes.push({ kind: 'more' });
    return nodes;
  }

  /** Reloads from the first page. */
  refresh(): void {
    this.loaded = undefined;
    this.changed.fire(undefined);
  }

  /** A run started, moved or ended: refresh what is listed, keeping the pages already loaded. */
  async runsChanged(): Promise<void> {
    if (!this.view.visible || !this.loaded) {
      this.stale = this.loaded !== undefined;
      return;
    }
    try {
      const { client } = await this.deps.backend.connect();
      const page = await client.listRuns({ limit: RunsView.pageSize });
      this.loaded = mergeFirstPage(this.loaded ?? { items: [], cursor: null }, { items: page.data, cursor: page.next_cursor });
      this.stale = false;
      this.changed.fire(undefined);
    } catch (err) {
      this.deps.log.warn(`Refreshing the runs view failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async loadMore(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded || loaded.cursor === null) return;
    try {
      const { client } = await this.deps.backend.connect();
      const page = await client.listRuns({ limit: RunsView.pageSize, cursor: loaded.cursor });
      this.loaded = appendPage(loaded, { items: page.data, cursor: page.next_cursor });
      this.changed.fire(undefined);
    } catch (err) {
      void notifyError(describeError(err, { baseUrl: this.deps.backend.describedBaseUrl, job: 'run list' }), this.deps.log);
    }
  }

  async open(item: unknown): Promise<void> {
    const id = runId(item);
    if (!id) return;
    try {
      const { client } = await this.deps.backend.connect();
      const run = await client.getRun(id);
      if (run.text_deleted_at !== null) {
        void vscode.window.showInformationMessage(`Redraft: the texts of run ${id} were erased on ${run.text_deleted_at}; there is nothing to open.`);
        return;
      }
      if (!(await this.deps.tabs.openRunDiff(run))) {
        void vscode.window.showInformationMessage(`Redraft: ${finishReport(run, `run ${id}`).message}`);
      }
    } catch (err) {
      void notifyError(describeError(err, { baseUrl: this.deps.backend.describedBaseUrl, job: 'run' }), this.deps.log);
    }
  }

  async cancel(item: unknown): Promise<void> {
    const id = runId(item);
    if (!id) return;
    // A run this window follows is canceled through its notification, which reports the charge.
    if (await this.deps.store.cancel(id)) return;
    try {
      const { client } = await this.deps.backend.connect();
      const run = await client.cancelRun(id);
      const text = isTerminalRunStatus(run.status) ? finishReport(run, `run ${id}`).message : `Run ${id} is ${run.status}.`;
      void vscode.window.showInformationMessage(`Redraft: ${text}`);
    } catch (err) {
      void notifyError(describeError(err, { baseUrl: this.deps.backend.describedBaseUrl, job: 'run' }), this.deps.log);
    }
    await this.runsChanged();
  }

  /** Erases a finished run's draft and rewrite (the billing record stays). */
  async erase(item: unknown, options?: { confirmed?: boolean }): Promise<boolean> {
    const id = runId(item);
    if (!id) return false;
    if (options?.confirmed !== true) {
      const go = await vscode.window.showWarningMessage(
        'Erase the draft and the rewrite of this run?',
        { modal: true, detail: 'The texts are deleted from the service and cannot be recovered. The billing record stays.' },
        'Erase',
      );
      if (go !== 'Erase') return false;
    }
    try {
      const { client } = await this.deps.backend.connect();
      await client.deleteRun(id);
      this.deps.store.forget(id);
      this.deps.log.info(`Erased the texts of run ${id}.`);
      void vscode.window.showInformationMessage('Redraft: the texts of the run were erased.');
      await this.reloadKeepingPages();
      return true;
    } catch (err) {
      if (err instanceof RunInProgressError) {
        void vscode.window.showWarningMessage('Redraft: this run is still in progress; cancel it first, then erase its texts.');
      } else {
        void notifyError(describeError(err, { baseUrl: this.deps.backend.describedBaseUrl, job: 'run' }), this.deps.log);
      }
      return false;
    }
  }

  /** Erases the texts of every finished run, after a modal confirmation. */
  async eraseAll(options?: { confirmed?: boolean }): Promise<boolean> {
    if (options?.confirmed !== true) {
      const go = await vscode.window.showWarningMessage(
        'Erase the texts of all finished runs?',
        {
          modal: true,
          detail: 'Every finished run loses its draft and rewrite on the service; this cannot be undone. Runs still in progress are skipped, and billing records stay.',
        },
        'Erase All',
      );
      if (go !== 'Erase All') return false;
    }
    try {
      const { client } = await this.deps.backend.connect();
      const result = await client.deleteAllRuns({ confirm: true });
      // Only finished runs have texts in this window (a run in progress has no rewrite yet).
      this.deps.store.forget();
      this.deps.log.info(`Erased the texts of ${result.deleted} runs; ${result.skipped_in_progress} in progress skipped.`);
      const skipped = result.skipped_in_progress > 0 ? ` ${result.skipped_in_progress} still in progress ${result.skipped_in_progress === 1 ? 'was' : 'were'} skipped.` : '';
      void vscode.window.showInformationMessage(`Redraft: erased the texts of ${result.deleted} finished run${result.deleted === 1 ? '' : 's'}.${skipped}`);
      await this.reloadKeepingPages();
      return true;
    } catch (err) {
      void notifyError(describeError(err, { baseUrl: this.deps.backend.describedBaseUrl, job: 'run' }), this.deps.log);
      return false;
    }
  }

  /** After an erase every loaded run may have changed: reload as many runs as were shown. */
  private async reloadKeepingPages(): Promise<void> {
    const shown = Math.max(RunsView.pageSize, this.loaded?.items.length ?? 0);
    this.loaded = undefined;
    try {
      const { client } = await this.deps.backend.connect();
      let loaded: LoadedRuns = { items: [], cursor: null };
      let cursor: string | undefined;
      do {
        const page = await client.listRuns({ limit: Math.min(100, shown - loaded.items.length), cursor });
        loaded = appendPage(loaded, { items: page.data, cursor: page.next_cursor });
        cursor = page.next_cursor ?? undefined;
      } while (cursor !== undefined && loaded.items.length < shown);
      this.loaded = loaded;
    } catch (err) {
      this.deps.log.warn(`Reloading the runs view failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.changed.fire(undefined);
  }

  private schedulePoll(): void {
    const busy = (this.loaded?.items ?? []).some((r) => !isTerminalRunStatus(r.status));
    if (!busy || !this.view.visible || this.pollTimer !== undefined) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = undefined;
      void this.runsChanged();
    }, ACTIVE_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer !== undefined) clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
  }

  dispose(): void {
    this.stopPolling();
    for (const d of this.disposables) d.dispose();
  }
}

/** The run an item stands for: a tree node, a list item, or an id. */
function runId(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null) return undefined;
  const node = item as { kind?: unknown; run?: { id?: unknown }; id?: unknown };
  if (node.kind === 'run' && typeof node.run?.id === 'string') return node.run.id;
  return typeof node.id === 'string' ? node.id : undefined;
}
