import * as vscode from 'vscode';
import type { Backend } from './backend';
import type { CheckController } from './check/checkController';
import type { Config } from './config';
import type { Log } from './log';
import type { ReportPresenter } from './check/reportPresenter';
import type { RewriteApplier } from './rewrite/rewriteApplier';
import type { RewriteHandler } from './rewrite/rewriteHandler';
import type { RunsView } from './rewrite/runsView';
import type { WorkspaceConfig } from './workspaceConfig';
import { CONFIG_FILE_NAME } from '../config';
import { measureWriting, type MeasureOptions } from './measureCommand';
import { ALLOW_WORD_COMMAND, allowWord } from './check/quickFixes';

/** What the commands act on; the extension's state object provides it (commands never import it). */
export interface CommandTargets {
  log: Log;
  config: Config;
  backend: Backend;
  presenter: ReportPresenter;
  checks: CheckController;
  workspaceConfig: WorkspaceConfig;
  rewrites: RewriteHandler;
  applier: RewriteApplier;
  runsView: RunsView;
}

function isMeasureOptions(v: unknown): v is MeasureOptions {
  return typeof v === 'object' && v !== null;
}

/** Opens the configuration that applies to the active file (or the workspace); creates one if none. */
async function openConfig(app: CommandTargets): Promise<void> {
  const base = vscode.window.activeTextEditor?.document.uri ?? vscode.workspace.workspaceFolders?.[0]?.uri;
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  if (!base || !folder) {
    void vscode.window.showInformationMessage('Redraft: open a folder first; the configuration lives in it.');
    return;
  }
  const found = app.workspaceConfig.forUri(base.toString() === folder.toString() ? vscode.Uri.joinPath(folder, '.probe') : base, { fresh: true });
  const file = !found.ok ? vscode.Uri.file(found.error.file) : found.loaded.file ? vscode.Uri.file(found.loaded.file) : undefined;
  if (file) {
    await vscode.window.showTextDocument(file);
    return;
  }
  const created = vscode.Uri.joinPath(folder, CONFIG_FILE_NAME);
  await vscode.workspace.fs.writeFile(created, Buffer.from('{\n  "ignore": [],\n  "allow": [],\n  "mute": []\n}\n', 'utf8'));
  app.workspaceConfig.refresh();
  await vscode.window.showTextDocument(created);
}

const PROSE_LANGUAGES = new Set(['markdown', 'plaintext']);

/** The editor a text command works on, or a message saying why there is none. */
function proseEditor(): vscode.TextEditor | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    void vscode.window.showInformationMessage('Redraft: open a Markdown file first.');
    return undefined;
  }
  if (!PROSE_LANGUAGES.has(editor.document.languageId)) {
    void vscode.window.showInformationMessage(`Redraft reads Markdown and plain text; this file is ${editor.document.languageId}.`);
    return undefined;
  }
  return editor;
}

/**
 * Every command of package.json is registered here, always, through one wrapper that logs a
 * failure and tells the writer: when the backend is down a command still answers (with what is
 * wrong and what to do) instead of "command not found". A new command goes in this table.
 */
export function registerCommands(app: CommandTargets): vscode.Disposable[] {
  const r = (id: string, fn: (...args: unknown[]) => unknown): vscode.Disposable =>
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await fn(...args);
      } catch (err) {
        app.log.error(`Command ${id} failed`, err);
        const choice = await vscode.window.showErrorMessage(`Redraft: ${id} failed: ${app.log.scrub(err instanceof Error ? err.message : String(err))}`, 'Show Log');
        if (choice) app.log.show();
        return undefined;
      }
    });

  return [
    r('redraft.checkDocument', () => {
      const editor = proseEditor();
      return editor ? app.checks.check(editor, false) : undefined;
    }),
    r('redraft.checkSelection', () => {
      const editor = proseEditor();
      if (!editor) return undefined;
      if (editor.selection.isEmpty) {
        void vscode.window.showInformationMessage('Redraft: nothing is selected, so the whole document is checked.');
      }
      return app.checks.check(editor, true);
    }),
    r('redraft.clearResults', () => {
      const editor = vscode.window.activeTextEditor;
      if (editor && app.presenter.has(editor.document.uri)) app.presenter.clear(editor.document.uri);
      else app.presenter.clearAll();
    }),
    r('redraft.setApiKey', () => setApiKey(app)),
    r('redraft.clearApiKey', async () => {
      const had = await app.backend.clearRemoteKey();
      void vscode.window.showInformationMessage(had ? 'Redraft: the API key was removed from secret storage.' : 'Redraft: no API key was stored.');
    }),
    r('redraft.chooseBackend', () => chooseBackend(app)),
    r('redraft.showLog', () => app.log.show()),
    r('redraft.measureWriting', (folder, options) =>
      measureWriting(app, folder instanceof vscode.Uri ? folder : undefined, isMeasureOptions(options) ? options : {}),
    ),
    r('redraft.openConfig', () => openConfig(app)),
    r(ALLOW_WORD_COMMAND, (uri, word) => allowWord(app.workspaceConfig, uri, word)),
    r('redraft.rewriteSelection', () => {
      const editor = proseEditor();
      return editor ? app.rewrites.rewriteSelection(editor) : undefined;
    }),
    r('redraft.rewriteParagraph', (uri, range) => app.rewrites.rewriteRange(uri, range)),
    r('redraft.applyRewrite', (arg) => app.applier.command(arg)),
    r('redraft.runs.refresh', () => app.runsView.refresh()),
    r('redraft.runs.loadMore', () => app.runsView.loadMore()),
    r('redraft.runs.open', (item) => app.runsView.open(item)),
    r('redraft.runs.cancel', (item) => app.runsView.cancel(item)),
    r('redraft.runs.erase', (item) => app.runsView.erase(item)),
    r('redraft.runs.eraseAll', () => app.runsView.eraseAll()),
  ];
}

async function setApiKey(app: CommandTargets): Promise<void> {
  const key = await vscode.window.showInputBox({
    title: 'Redraft: API key for the remote backend',
    prompt: `Paste the API key for ${app.config.remoteBaseUrl || 'your hosted Redraft deployment'}. It is kept in VS Code's secret storage, never in settings.`,
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim().length < 8 ? 'That is too short to be an API key.' : /\s/.test(v.trim()) ? 'An API key has no spaces.' : undefined),
  });
  if (!key) return;
  await app.backend.setRemoteKey(key.trim());
  if (app.config.backend === 'local') {
    const pick = await vscode.window.showInformationMessage('Redraft: key saved. The local backend is in use; switch to the remote one?', 'Use Remote Backend');
    if (pick) await chooseRemote(app);
  } else {
    void vscode.window.showInformationMessage('Redraft: API key saved to secret storage.');
  }
}

async function chooseBackend(app: CommandTargets): Promise<void> {
  const current = app.config.backend;
  const pick = await vscode.window.showQuickPick(
    [
      { label: 'Local', description: current === 'local' ? 'in use' : '', detail: 'The service bundled with Redraft, on this machine: offline, no account.', backend: 'local' as const },
      { label: 'Remote', description: current === 'remote' ? 'in use' : '', detail: 'A hosted Redraft deployment, with its base URL and an API key.', backend: 'remote' as const },
    ],
    { title: 'Redraft: choose the backend' },
  );
  if (!pick) return;
  if (pick.backend === 'local') {
    await app.config.setBackend('local');
    void vscode.window.showInformationMessage('Redraft: using the local backend.');
    return;
  }
  await chooseRemote(app);
}

async function chooseRemote(app: CommandTargets): Promise<void> {
  const url = await vscode.window.showInputBox({
    title: 'Redraft: base URL of the remote backend',
    prompt: 'The API root; endpoints are {base URL}/v1/...',
    value: app.config.remoteBaseUrl || 'https://',
    ignoreFocusOut: true,
    validateInput: (v) => {
      try {
        const u = new URL(v.trim());
        return u.protocol === 'https:' || u.protocol === 'http:' ? undefined : 'Use an http:// or https:// URL.';
      } catch {
        return 'Enter a URL such as https://redraft.example.com/api';
      }
    },
  });
  if (!url) return;
  await app.config.setRemoteBaseUrl(url.trim());
  await app.config.setBackend('remote');
  if (!(await app.backend.hasRemoteKey())) {
    const choice = await vscode.window.showWarningMessage(`Redraft: no API key is set for ${url.trim()}.`, 'Set API Key');
    if (choice) await setApiKey(app);
  } else {
    void vscode.window.showInformationMessage(`Redraft: using ${url.trim()}.`);
  }
}
