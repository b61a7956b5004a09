import * as vscode from 'vscode';
import {
  checkTrigger,
  CONFIG_FILE_NAME,
  ConfigError,
  ConfigLoader,
  ignoredBy,
  ignoreRegions,
  regionsWithin,
  rulesOf,
  type CheckTrigger,
  type LoadedConfig,
  type Rules,
} from '../config';
import type { Log } from './log';

/** What applies to a document: its configuration, or why there is none to use. */
export type DocumentConfig = { ok: true; loaded: LoadedConfig } | { ok: false; error: ConfigError };

/**
 * The workspace configuration (.redraft.json / package.json "redraft") as the extension reads it:
 * the same loader as the command line, a cache cleared when any config file changes, and one
 * error notification per distinct problem (a bad file should not nag on every check).
 * Live checks read `checkTrigger(doc)` here.
 */
export class WorkspaceConfig implements vscode.Disposable {
  private readonly loader = new ConfigLoader();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly reported = new Set<string>();
  /** Fires when a configuration file is created, changed or deleted. */
  readonly onDidChange = this.changed.event;

  constructor(private readonly log: Log) {
    const watcher = vscode.workspace.createFileSystemWatcher(`**/{${CONFIG_FILE_NAME},package.json}`);
    const reset = (): void => this.refresh();
    watcher.onDidChange(reset, this, this.disposables);
    watcher.onDidCreate(reset, this, this.disposables);
    watcher.onDidDelete(reset, this, this.disposables);
    // Edits saved from this editor reach the watcher too, but not on every file system; be sure.
    vscode.workspace.onDidSaveTextDocument(
      (doc) => {
        if (/(^|[\\/])(\.redraft\.json|package\.json)$/.test(doc.uri.fsPath)) reset();
      },
      this,
      this.disposables,
    );
    this.disposables.push(watcher, this.changed);
  }

  /** Forgets what was read; the next question reads the files again. */
  refresh(): void {
    this.loader.clear();
    this.reported.clear();
    this.changed.fire();
  }

  /**
   * The configuration of a document: by its folder on disk, else the first workspace folder's.
   * `fresh` reads the files again: a command the writer runs must see a config saved a moment ago,
   * before the file watcher (which is asynchronous) has told us.
   */
  forDocument(doc: vscode.TextDocument, options: { fresh?: boolean } = {}): DocumentConfig {
    return this.forUri(doc.uri, options);
  }

  forUri(uri: vscode.Uri, options: { fresh?: boolean } = {}): DocumentConfig {
    if (options.fresh) this.loader.clear();
    try {
      if (uri.scheme === 'file') return { ok: true, loaded: this.loader.forFile(uri.fsPath) };
      const folder = vscode.workspace.getWorkspaceFolder(uri) ?? vscode.workspace.workspaceFolders?.[0];
      if (folder?.uri.scheme === 'file') return { ok: true, loaded: this.loader.forFolder(folder.uri.fsPath) };
      return { ok: true, loaded: { file: null, root: '', config: {} } };
    } catch (error) {
      if (error instanceof ConfigError) return { ok: false, error };
      throw error;
    }
  }

  /** The `ignore` glob that excludes the document, if any. */
  ignoredBy(doc: vscode.TextDocument, loaded: LoadedConfig): string | undefined {
    return doc.uri.scheme === 'file' ? ignoredBy(loaded, doc.uri.fsPath) : undefined;
  }

  /** When live checks of this document should run (`manual` with no configuration). */
  checkTrigger(doc: vscode.TextDocument): CheckTrigger {
    const found = this.forDocument(doc);
    return checkTrigger(found.ok ? found.loaded.config : {});
  }

  /** The configuration file's `check.trigger` for this document, when it names one. */
  fileTrigger(doc: vscode.TextDocument): CheckTrigger | undefined {
    const found = this.forDocument(doc);
    return found.ok ? found.loaded.config.check?.trigger : undefined;
  }

  /**
   * The rules for a check of `doc`, the text sent starting at UTF-16 offset `origin`. Comments are
   * read in the whole document, so a selection inside a disabled block is still ignored.
   */
  rulesFor(doc: vscode.TextDocument, loaded: LoadedConfig, origin: number, length: number): Rules {
    return rulesOf(loaded.config, regionsWithin(ignoreRegions(doc.getText()), origin, length));
  }

  /**
   * Tells the writer what is wrong with a config file: every time for a command they ran, once
   * per distinct problem for what runs by itself (live checks).
   */
  report(error: ConfigError, options: { always?: boolean } = {}): void {
    this.log.warn(`Configuration error: ${error.message}`);
    if (this.reported.has(error.message) && !options.always) return;
    this.reported.add(error.message);
    void vscode.window.showErrorMessage(`Redraft: ${error.message}`, 'Open File').then((choice) => {
      if (choice) void vscode.window.showTextDocument(vscode.Uri.file(error.file));
    });
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
