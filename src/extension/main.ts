import * as vscode from 'vscode';
import type { RedraftApi } from './api';
import { Ctx } from './ctx';

let current: Ctx | undefined;

export function activate(context: vscode.ExtensionContext): RedraftApi {
  try {
    const ctx = new Ctx(context);
    context.subscriptions.push(ctx);
    current = ctx;
    return ctx.api;
  } catch (err) {
    // Activation failure: tell the writer, then rethrow so VS Code marks the extension failed.
    const message = err instanceof Error ? err.message : String(err);
    void vscode.window.showErrorMessage(`Redraft failed to start: ${message}`);
    throw err;
  }
}

/** Waits for the local service to stop so its database is flushed before the host exits. */
export async function deactivate(): Promise<void> {
  const ctx = current;
  current = undefined;
  await ctx?.stop();
}
