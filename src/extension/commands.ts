import * as vscode from 'vscode';
import type { Ctx } from './ctx';
import { CONFIG_FILE_NAME } from '../config';
import { measureWriting, type MeasureOptions } from './measureCommand';

function isMeasureOptions(v: unknown): v is MeasureOptions {
  return typeof v === 'object' && v !== null;
}

/** Opens the configuration that applies to the active file (or the workspace); creates one if none. */
async function openConfig(ctx: Ctx): Promise<void> {
  const base = vscode.window.activeTextEditor?.document.uri ?? vscode.workspace.workspaceFolders?.[0]?.uri;
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  if (!base || !folder) {
    void vscode.window.showInformationMessage('Redraft: open a folder first; the configuration lives in it.');
    return;
  }
  const found = ctx.workspaceConfig.forUri(base.toString() === folder.toString() ? vscode.Uri.joinPath(folder, '.probe') : base, { fresh: true });
  const file = !found.ok ? vscode.Uri.file(found.error.file) : found.loaded.file ? vscode.Uri.file(found.loaded.file) : undefined;
  if (file) {
    await vscode.window.showTextDocument(file);
    return;
  }
  const created = vscode.Uri.joinPath(folder, CONFIG_FILE_NAME);
  await vscode.workspace.fs.writeFile(created, Buffer.from('{\n  "ignore": [],\n  "allow": [],\n  "mute": []\n}\n', 'utf8'));
  ctx.workspaceConfig.refresh();
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
 * Every command of package.json is registered here, always: when the backend is down a command
 * still answers (with what is wrong and what to do) instead of "command not found".
 */
export function registerCommands(ctx: Ctx): vscode.Disposable[] {
  const r = (id: string, fn: (...args: unknown[]) => unknown): vscode.Disposable =>
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await fn(...args);
      } catch (err) {
        ctx.log.error(`Command ${id} failed`, err);
        const choice = await vscode.window.showErrorMessage(`Redraft: ${id} failed: ${ctx.log.scrub(err instanceof Error ? err.message : String(err))}`, 'Show Log');
        if (choice) ctx.log.show();
        return undefined;
      }
    });

  return [
    r('redraft.checkDocument', () => {
      const editor = proseEditor();
      return editor ? ctx.checks.check(editor, false) : undefined;
    }),
    r('redraft.checkSelection', () => {
      const editor = proseEditor();
      if (!editor) return undefined;
      if (editor.selection.isEmpty) {
        void vscode.window.showInformationMessage('Redraft: nothing is selected, so the whole document is checked.');
      }
      return ctx.checks.check(editor, true);
    }),
    r('redraft.clearResults', () => {
      const editor = vscode.window.activeTextEditor;
      if (editor && ctx.presenter.has(editor.document.uri)) ctx.presenter.clear(editor.document.uri);
      else ctx.presenter.clearAll();
    }),
    r('redraft.setApiKey', () => setApiKey(ctx)),
    r('redraft.clearApiKey', async () => {
      const had = await ctx.backend.clearRemoteKey();
      void vscode.window.showInformationMessage(had ? 'Redraft: the API key was removed from secret storage.' : 'Redraft: no API key was stored.');
    }),
    r('redraft.chooseBackend', () => chooseBackend(ctx)),
    r('redraft.showLog', () => ctx.log.show()),
    r('redraft.measureWriting', (folder, options) =>
      measureWriting(ctx, folder instanceof vscode.Uri ? folder : undefined, isMeasureOptions(options) ? options : {}),
    ),
    r('redraft.openConfig', () => openConfig(ctx)),
    r('redraft.rewriteSelection', () => {
      const editor = proseEditor();
      return editor ? ctx.rewrites.rewriteSelection(editor) : undefined;
    }),
    r('redraft.rewriteParagraph', (uri, range) => ctx.rewrites.rewriteRange(uri, range)),
    r('redraft.runs.refresh', () => ctx.runsView.refresh()),
    r('redraft.runs.loadMore', () => ctx.runsView.loadMore()),
    r('redraft.runs.open', (item) => ctx.runsView.open(item)),
    r('redraft.runs.cancel', (item) => ctx.runsView.cancel(item)),
    r('redraft.runs.erase', (item) => ctx.runsView.erase(item)),
    r('redraft.runs.eraseAll', () => ctx.runsView.eraseAll()),
  ];
}

async function setApiKey(ctx: Ctx): Promise<void> {
  const key = await vscode.window.showInputBox({
    title: 'Redraft: API key for the remote backend',
    prompt: `Paste the API key for ${ctx.config.remoteBaseUrl || 'your hosted Redraft deployment'}. It is kept in VS Code's secret storage, never in settings.`,
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim().length < 8 ? 'That is too short to be an API key.' : /\s/.test(v.trim()) ? 'An API key has no spaces.' : undefined),
  });
  if (!key) return;
  await ctx.backend.setRemoteKey(key.trim());
  if (ctx.config.backend === 'local') {
    const pick = await vscode.window.showInformationMessage('Redraft: key saved. The local backend is in use; switch to the remote one?', 'Use Remote Backend');
    if (pick) await chooseRemote(ctx);
  } else {
    void vscode.window.showInformationMessage('Redraft: API key saved to secret storage.');
  }
}

async function chooseBackend(ctx: Ctx): Promise<void> {
  const current = ctx.config.backend;
  const pick = await vscode.window.showQuickPick(
    [
      { label: 'Local', description: current === 'local' ? 'in use' : '', detail: 'The service bundled with Redraft, on this machine: offline, no account.', backend: 'local' as const },
      { label: 'Remote', description: current === 'remote' ? 'in use' : '', detail: 'A hosted Redraft deployment, with its base URL and an API key.', backend: 'remote' as const },
    ],
    { title: 'Redraft: choose the backend' },
  );
  if (!pick) return;
  if (pick.backend === 'local') {
    await ctx.config.setBackend('local');
    void vscode.window.showInformationMessage('Redraft: using the local backend.');
    return;
  }
  await chooseRemote(ctx);
}

async function chooseRemote(ctx: Ctx): Promise<void> {
  const url = await vscode.window.showInputBox({
    title: 'Redraft: base URL of the remote backend',
    prompt: 'The API root; endpoints are {base URL}/v1/...',
    value: ctx.config.remoteBaseUrl || 'https://',
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
  await ctx.config.setRemoteBaseUrl(url.trim());
  await ctx.config.setBackend('remote');
  if (!(await ctx.backend.hasRemoteKey())) {
    const choice = await vscode.window.showWarningMessage(`Redraft: no API key is set for ${url.trim()}.`, 'Set API Key');
    if (choice) await setApiKey(ctx);
  } else {
    void vscode.window.showInformationMessage(`Redraft: using ${url.trim()}.`);
  }
}
