import * as vscode from 'vscode';
import { applyRules, type CheckTrigger } from '../../config/index';
import { IncrementalDetector } from '../../detector/index';
import type { BackendKind, Config } from '../config';
import type { Log } from '../log';
import type { ReportPresenter } from './reportPresenter';
import { toReportView } from './model/reportView';
import type { WorkspaceConfig } from '../workspaceConfig';

/** Pause after the last keystroke before reading: short enough that marks follow within 150 ms. */
export const LIVE_DEBOUNCE_MS = 100;
/** Live reads stop above this size (a generated file, a log): the commands still check it. */
const MAX_LIVE_CHARS = 400_000;

/**
 * When live checks run for a document: the workspace configuration file wins for the files under
 * it, then the `redraft.check.trigger` setting, then the backend's default (`onType` locally,
 * `manual` with a remote backend, where checks cost money and the writer has not opted in).
 */
export function liveTrigger(fileTrigger: CheckTrigger | undefined, setting: CheckTrigger | undefined, backend: BackendKind): CheckTrigger {
  return fileTrigger ?? setting ?? (backend === 'local' ? 'onType' : 'manual');
}

/** What tests read: how many live reads ran, and what the last one cost. */
export interface LiveStats {
  reads: number;
  lastMs: number;
  lastParsedRegions: number;
  lastScoredBlocks: number;
}

/**
 * Live checks: the bundled detector, in the extension host, on visible Markdown documents, a
 * moment after typing stops (or on save). Never a request: no service, no ledger, no charge, so
 * it works offline and with any backend. Each document keeps an incremental reader, so an edit
 * parses and scores only the paragraphs it touched; the report equals a full check's.
 */
export class LiveChecker implements vscode.Disposable {
  private readonly readers = new Map<string, IncrementalDetector>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly disposables: vscode.Disposable[] = [];
  readonly stats: LiveStats = { reads: 0, lastMs: 0, lastParsedRegions: 0, lastScoredBlocks: 0 };

  constructor(
    private readonly config: Config,
    private readonly workspace: WorkspaceConfig,
    private readonly presenter: ReportPresenter,
    private readonly log: Log,
  ) {
    vscode.workspace.onDidChangeTextDocument(
      (e) => {
        if (e.contentChanges.length > 0 && this.trigger(e.document) === 'onType') this.schedule(e.document);
      },
      this,
      this.disposables,
    );
    vscode.workspace.onDidSaveTextDocument(
      (doc) => {
        const t = this.trigger(doc);
        if (t === 'onSave' || t === 'onType') this.schedule(doc, 0);
      },
      this,
      this.disposables,
    );
    vscode.workspace.onDidCloseTextDocument((doc) => this.forget(doc.uri), this, this.disposables);
    vscode.window.onDidChangeVisibleTextEditors(() => this.readVisible(), this, this.disposables);
    vscode.workspace.onDidChangeConfiguration(
      (e) => {
        if (e.affectsConfiguration('redraft.check') || e.affectsConfiguration('redraft.backend')) this.readVisible();
      },
      this,
      this.disposables,
    );
    workspace.onDidChange(() => this.readVisible(), this, this.disposables);
    this.readVisible();
  }

  /** The trigger that applies to a document now. */
  trigger(doc: vscode.TextDocument): CheckTrigger {
    return liveTrigger(this.workspace.fileTrigger(doc), this.config.checkTrigger, this.config.backend);
  }

  /** Reads every visible Markdown document whose trigger is `onType` (opening, settings changed). */
  readVisible(): void {
    for (const editor of vscode.window.visibleTextEditors) {
      const doc = editor.document;
      if (this.isLive(doc) && this.trigger(doc) === 'onType' && !this.readers.has(doc.uri.toString())) this.schedule(doc, 0);
    }
  }

  private isLive(doc: vscode.TextDocument): boolean {
    return doc.languageId === 'markdown' && doc.uri.scheme !== 'redraft-rewrite' && doc.getText().length <= MAX_LIVE_CHARS;
  }

  private schedule(doc: vscode.TextDocument, delay = LIVE_DEBOUNCE_MS): void {
    if (!this.isLive(doc)) return;
    const key = doc.uri.toString();
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        if (!doc.isClosed) this.read(doc);
      }, delay),
    );
  }

  /** Reads a document now and shows the result; returns whether it was shown. */
  read(doc: vscode.TextDocument): boolean {
    const found = this.workspace.forDocument(doc);
    if (!found.ok) {
      this.workspace.report(found.error);
      return false;
    }
    if (this.workspace.ignoredBy(doc, found.loaded) !== undefined) return false;
    const key = doc.uri.toString();
    let reader = this.readers.get(key);
    if (!reader) {
      reader = new IncrementalDetector();
      this.readers.set(key, reader);
    }
    const text = doc.getText();
    const started = performance.now();
    try {
      const read = reader.read(text);
      const filtered = applyRules(read.report, text, this.workspace.rulesFor(doc, found.loaded, 0, text.length));
      this.presenter.show(doc, toReportView(filtered.report, text, 0), [], found.loaded.config.severity, 'live');
      this.stats.reads++;
      this.stats.lastMs = performance.now() - started;
      this.stats.lastParsedRegions = read.parsedRegions;
      this.stats.lastScoredBlocks = read.scoredBlocks;
      return true;
    } catch (err) {
      // A bug in a live read must not stop typing: log it and let the commands work as before.
      this.readers.delete(key);
      this.log.error(`Live check of ${doc.uri.fsPath} failed`, err);
      return false;
    }
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.readers.delete(key);
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.delete(key);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.readers.clear();
    for (const d of this.disposables) d.dispose();
  }
}
