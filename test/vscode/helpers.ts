import * as vscode from 'vscode';
import type { RedraftApi } from '../../src/extension/api';

export const EXTENSION_ID = 'redraft.redraft';

export async function api(): Promise<RedraftApi> {
  const ext = vscode.extensions.getExtension<RedraftApi>(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not loaded`);
  return ext.isActive ? ext.exports : await ext.activate();
}

/** Polls until `probe` returns a value (not undefined/false) or the timeout passes; no fixed sleeps. */
export async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the tests need the fixture workspace folder open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export async function writeFixture(name: string, text: string): Promise<vscode.TextDocument> {
  const uri = workspaceFile(name);
  await vscode.workspace.fs.writeFile(uri, Buffer.from(text, 'utf8'));
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc);
  return doc;
}
