import * as vscode from 'vscode';
import type { Log } from '../log';
import type { ErrorAction, ErrorReport } from './errorMessages';

const ACTION_COMMANDS: Record<ErrorAction, string | undefined> = {
  'Set API Key': 'redraft.setApiKey',
  'Choose Backend': 'redraft.chooseBackend',
  'Show Log': 'redraft.showLog',
  'Check Selection Instead': undefined,
  Retry: undefined,
};

/**
 * Shows an error notification with its actions and runs the chosen one. Returns the action so
 * callers can handle the ones that need their context (retry, check a selection).
 */
export async function notifyError(report: ErrorReport, log: Log): Promise<ErrorAction | undefined> {
  if (report.silent) return undefined;
  log.warn(report.message);
  const choice = await vscode.window.showErrorMessage(`Redraft: ${log.scrub(report.message)}`, ...report.actions);
  if (!choice) return undefined;
  const command = ACTION_COMMANDS[choice];
  if (command) await vscode.commands.executeCommand(command);
  if (choice === 'Check Selection Instead') {
    void vscode.window.showInformationMessage('Select the part of the document to check, then run "Redraft: Check AI Likelihood of Selection".');
  }
  return choice;
}
