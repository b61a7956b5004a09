import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as vscode from 'vscode';
// The CommonJS build on purpose, as in src/cli/inputs.ts (esbuild picks the build by import kind).
// eslint-disable-next-line @typescript-eslint/no-require-imports
import tinyglobby = require('tinyglobby');
import { addMutedSignals, ConfigError } from '../config';
import { measureMarkdown, measureWriting as measure, WRITING_PATTERN, type WritingMeasure, type WritingSample } from '../measure/measureWriting';
import type { Log } from './log';
import type { WorkspaceConfig } from './workspaceConfig';

/** What measuring needs from the extension: the configuration it reads and writes, and the log. */
export interface MeasureDeps {
  workspaceConfig: WorkspaceConfig;
  log: Log;
}

export interface MeasureOptions {
  /** Which signals to mute without asking: the suggested ones, none, or these keys. */
  mute?: 'suggested' | 'none' | readonly string[];
  /** Open the report as a Markdown document (default true). */
  showReport?: boolean;
}

export interface MeasureOutcome {
  folder: string;
  measure?: WritingMeasure;
  /** Keys newly muted, and where. */
  muted: string[];
  configFile: string | null;
  error?: string;
}

/**
 * "Redraft: Measure on My Writing": reads a folder of the writer's own documents with the
 * detector bundled in the extension, in the extension host (the local service is not involved,
 * no account is charged, nothing leaves the machine), shows what a check would mark, and offers
 * to mute the signals that trip on their style in the workspace configuration.
 */
export async function measureWriting(deps: MeasureDeps, folderArg?: vscode.Uri, options: MeasureOptions = {}): Promise<MeasureOutcome | undefined> {
  const folder = folderArg ?? (await pickFolder());
  if (!folder) return undefined;
  if (folder.scheme !== 'file') {
    void vscode.window.showInformationMessage('Redraft: Measure on My Writing reads folders on this machine only.');
    return { folder: folder.toString(), muted: [], configFile: null, error: 'not a local folder' };
  }
  // The configuration to read (and write mutes to) is the project's, not the old documents'.
  const project = vscode.workspace.workspaceFolders?.[0]?.uri ?? folder;
  const found = deps.workspaceConfig.forUri(vscode.Uri.joinPath(project, CONFIG_PROBE), { fresh: true });
  if (!found.ok) {
    deps.workspaceConfig.report(found.error, { always: true });
    return { folder: folder.fsPath, muted: [], configFile: found.error.file, error: found.error.message };
  }
  const files = (await tinyglobby.glob(WRITING_PATTERN, { cwd: folder.fsPath, onlyFiles: true, ignore: ['**/node_modules/**'] })).sort();
  if (files.length === 0) {
    void vscode.window.showInformationMessage(`Redraft: ${folder.fsPath} holds no .md, .markdown or .txt files to measure.`);
    return { folder: folder.fsPath, muted: [], configFile: found.loaded.file, error: 'no documents' };
  }

  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Redraft: measuring your writing on this machine', cancellable: true },
    async (progress, token) => {
      const abort = new AbortController();
      const subscription = token.onCancellationRequested(() => abort.abort());
      try {
        const samples: WritingSample[] = [];
        for (const file of files) samples.push({ name: file, text: await readFile(path.join(folder.fsPath, file), 'utf8') });
        return await measure(samples, {
          config: found.loaded.config,
          signal: abort.signal,
          onProgress: (done, total) => progress.report({ message: `${done} of ${total} documents`, increment: total > 0 ? 100 / total : 0 }),
        });
      } catch (error) {
        if (abort.signal.aborted) return undefined;
        throw error;
      } finally {
        subscription.dispose();
      }
    },
  );
  if (!result) return { folder: folder.fsPath, muted: [], configFile: found.loaded.file, error: 'cancelled' };
  deps.log.info(`Measured ${result.documents} documents in ${folder.fsPath}: ${result.marked} of ${result.paragraphs} paragraphs would be marked; suggested mutes: ${result.suggested.join(', ') || 'none'}.`);

  if (options.showReport ?? true) {
    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: measureMarkdown(result, folder.fsPath).join('\n') + '\n' });
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
  }

  const keys = options.mute === undefined ? await askWhatToMute(result, found.loaded.file) : options.mute === 'suggested' ? result.suggested : options.mute === 'none' ? [] : [...options.mute];
  if (!keys || keys.length === 0) return { folder: folder.fsPath, measure: result, muted: [], configFile: found.loaded.file };
  try {
    const written = addMutedSignals(found.loaded, keys);
    deps.workspaceConfig.refresh();
    const where = vscode.workspace.asRelativePath(written.file);
    void vscode.window.showInformationMessage(
      written.added.length > 0 ? `Redraft: muted ${written.added.join(', ')} in ${where}.` : `Redraft: ${where} already mutes those signals.`,
    );
    return { folder: folder.fsPath, measure: result, muted: written.added, configFile: written.file };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    deps.workspaceConfig.report(error, { always: true });
    return { folder: folder.fsPath, measure: result, muted: [], configFile: error.file, error: error.message };
  }
}

/** A name inside the project folder, so the lookup starts in that folder itself. */
const CONFIG_PROBE = '.redraft-probe';

async function pickFolder(): Promise<vscode.Uri | undefined> {
  const picked = await vscode.window.showOpenDialog({
    title: 'Redraft: choose a folder of your own writing (read on this machine; nothing is sent)',
    canSelectFiles: false,
    canSelectFolders: true,
    canSelectMany: false,
    openLabel: 'Measure This Folder',
    defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
  });
  return picked?.[0];
}

async function askWhatToMute(result: WritingMeasure, configFile: string | null): Promise<string[] | undefined> {
  const candidates = result.signals.filter((s) => !s.muted);
  const summary = `${result.marked} of ${result.paragraphs} of your paragraphs would be marked; nothing left this machine.`;
  if (candidates.length === 0) {
    void vscode.window.showInformationMessage(`Redraft: ${summary} No signal leans AI on your style.`);
    return undefined;
  }
  const target = configFile ? vscode.workspace.asRelativePath(configFile) : '.redraft.json';
  const picks = await vscode.window.showQuickPick(
    candidates.map((s) => ({
      label: s.label,
      description: s.key,
      detail: `Leans AI in ${s.documents} of ${result.measured} of your documents${result.suggested.includes(s.key) ? ' (trips on your style)' : ''}`,
      picked: result.suggested.includes(s.key),
      key: s.key,
    })),
    { title: `Redraft: ${summary} Mute these signals in ${target}?`, canPickMany: true, ignoreFocusOut: true },
  );
  return picks?.map((p) => p.key);
}
