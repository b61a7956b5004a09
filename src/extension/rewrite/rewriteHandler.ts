import * as path from 'node:path';
import * as vscode from 'vscode';
import { AbortError } from '../../client';
import { preflight } from '../../workflow';
import type { Backend } from '../backend';
import type { Config } from '../config';
import type { Log } from '../log';
import { notifyError } from '../errors/notify';
import { describeError, describeTooLong } from '../errors/errorMessages';
import type { PendingRewrites } from './pendingRewrites';
import { chooseRewrite } from './rewriteChoice';
import type { RewriteApplier } from './rewriteApplier';
import { costConfirmation, finishReport, paragraphAround } from './model/rewriteModel';
import type { RewriteTabs } from './rewriteTabs';
import type { RewriteOutcome, RewriteRequest } from './model/rewriteTypes';
import type { RunCostStatus } from './runCostStatus';
import { followRun } from './runFollower';

export interface RewriteHandlerDeps {
  store: PendingRewrites;
  tabs: RewriteTabs;
  applier: RewriteApplier;
  cost: RunCostStatus;
  log: Log;
  backend: Pick<Backend, 'connect' | 'describedBaseUrl' | 'onRetry'>;
  config: Pick<Config, 'confirmAboveMicros'>;
  /** Where the quality and voice picked last are remembered. */
  workspaceState: vscode.Memento;
}

/**
 * The rewrite commands: what to send, the preflight against /v1/me, the writer's choices and the
 * cost confirmation, then the run (followed by `followRun`), the diff and the offer to apply
 * (`RewriteApplier`). Resolves when the run has ended and, for a rewrite, the diff is open.
 */
export class RewriteHandler {
  last: RewriteOutcome | undefined;

  constructor(private readonly deps: RewriteHandlerDeps) {}

  /** Rewrites the selection (or, with nothing selected, the paragraph at the cursor). */
  async rewriteSelection(editor: vscode.TextEditor, request: RewriteRequest = {}): Promise<RewriteOutcome> {
    const doc = editor.document;
    let range: vscode.Range = editor.selection;
    if (range.isEmpty) {
      const p = paragraphAround(doc.getText(), doc.offsetAt(editor.selection.active));
      if (!p) {
        void vscode.window.showInformationMessage('Redraft: select the text to rewrite (or put the cursor in a paragraph).');
        return this.finish({ status: 'empty', uri: doc.uri.toString() });
      }
      range = new vscode.Range(doc.positionAt(p.start), doc.positionAt(p.end));
      editor.selection = new vscode.Selection(range.start, range.end);
    }
    return this.rewrite(doc, range, request);
  }

  /** "Rewrite this paragraph": the code action passes the document and the paragraph's range. */
  async rewriteRange(uri: unknown, range: unknown, request: RewriteRequest = {}): Promise<RewriteOutcome | undefined> {
    const target = toUri(uri) ?? vscode.window.activeTextEditor?.document.uri;
    if (!target) {
      void vscode.window.showInformationMessage('Redraft: open a Markdown file first.');
      return undefined;
    }
    const doc = await vscode.workspace.openTextDocument(target);
    const editor = await vscode.window.showTextDocument(doc);
    const r = toRange(range);
    if (r) {
      const checked = doc.validateRange(r);
      editor.selection = new vscode.Selection(checked.start, checked.end);
      editor.revealRange(checked, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }
    return this.rewriteSelection(editor, request);
  }

  private async rewrite(doc: vscode.TextDocument, range: vscode.Range, request: RewriteRequest): Promise<RewriteOutcome> {
    const { deps } = this;
    const uri = doc.uri.toString();
    const sent = doc.getText(range);
    if (sent.trim() === '') {
      void vscode.window.showInformationMessage('Redraft: the selection is empty; select the text to rewrite.');
      return this.finish({ status: 'empty', uri });
    }
    const fileName = displayName(doc);
    deps.cost.reset();
    // Follow the range from the moment its text is read: the writer may type while choosing.
    const tracked = deps.store.track(doc.uri, { start: doc.offsetAt(range.start), end: doc.offsetAt(range.end) });
    let runId: string | undefined;
    try {
      // Starting the local service and reading the account's limits can take a moment.
      const { client, checked } = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Window, title: 'Redraft: preparing the rewrite' },
        async () => {
          const { client } = await deps.backend.connect();
          return { client, checked: await preflight(client, 'run', sent) };
        },
      );
      if (!checked.ok) {
        // Caught here rather than by a 400 from the service: nothing is sent, nothing is held.
        const error = describeTooLong(checked.limit, { baseUrl: deps.backend.describedBaseUrl, job: 'rewrite' });
        deps.log.info(`Rewrite of ${fileName} not sent: ${checked.chars} characters, the limit is ${checked.limit}.`);
        void notifyError(error, deps.log);
        return this.finish({ status: 'too_long', uri, error });
      }
      if (checked.me.can_run === false) {
        const reason = checked.me.can_run_reason ? `: ${checked.me.can_run_reason}` : '.';
        void vscode.window.showWarningMessage(`Redraft: the account cannot run rewrites right now${reason}`);
        return this.finish({ status: 'stopped', uri });
      }

      const choice = await chooseRewrite(deps.workspaceState, client, sent, request, checked.me.available_usd);
      if (!choice) return this.finish({ status: 'stopped', uri });
      const { quality, options, estimate } = choice;
      const ask = costConfirmation(estimate, deps.config.confirmAboveMicros);
      if (ask && !request.skipConfirmation) {
        const go = await vscode.window.showWarningMessage(`Redraft: ${ask}`, { modal: true, detail: 'Change the limit in the setting "redraft.rewrite.confirmAboveUsd".' }, 'Start Rewrite');
        if (go !== 'Start Rewrite') return this.finish({ status: 'stopped', uri, quality });
      }

      const created = await client.createRun({ text: sent, quality, options });
      deps.log.info(
        `Rewrite run ${created.id} of ${fileName}: ${quality}, ${created.prose_word_count} prose words, estimated ${created.estimated_cost_usd} USD, held ${created.held_usd} USD.`,
      );
      runId = created.id;
      const outcome: RewriteOutcome = { status: created.status, uri, runId, quality };
      this.last = outcome;

      const { run, polled } = await followRun({ ...deps, onRetry: (l) => deps.backend.onRetry(l) }, client, created, fileName);
      Object.assign(outcome, { status: run.status, chargedUsd: run.billing.charged_usd, reasons: run.scores.reasons, chargeExceededHold: run.billing.charge_exceeded_hold, polled });
      deps.log.info(`Rewrite run ${run.id} ${run.status}; charged ${run.billing.charged_usd} USD${run.scores.reasons.length ? ` (${run.scores.reasons.join('; ')})` : ''}.`);

      const report = finishReport(run, fileName);
      outcome.message = report.message;
      if (run.status === 'succeeded' && typeof run.output_text === 'string') {
        const pending = { runId: run.id, uri: doc.uri, tracked, sent, output: run.output_text, fileName, outcome };
        deps.store.add(pending);
        outcome.diffOpened = await deps.tabs.openRunDiff(run);
        if (request.autoApply) outcome.applied = await deps.applier.apply(run.id, { recheck: request.recheck });
        else void deps.applier.offer(pending, report.message, request.recheck);
      } else if (run.status === 'succeeded') {
        outcome.message = `The rewrite of ${fileName} finished, but its text is no longer on the service (erased). Nothing in your document changed.`;
        void vscode.window.showWarningMessage(`Redraft: ${outcome.message}`);
      } else {
        const show = report.severity === 'error' ? vscode.window.showErrorMessage : report.severity === 'warning' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
        void show(`Redraft: ${report.message}`);
      }
      return this.finish(outcome);
    } catch (err) {
      const error = describeError(err, { baseUrl: deps.backend.describedBaseUrl, job: 'rewrite' });
      if (err instanceof AbortError) return this.finish({ status: 'stopped', uri, runId, error });
      deps.log.error('Rewrite failed', err);
      if (runId !== undefined) {
        // Following failed, not necessarily the run: it may still finish, and be charged.
        error.message = `${error.message} Run ${runId} may still be working on the service; the Redraft Runs view shows how it ends.`;
        // Retrying would start (and pay for) a second run of the same text.
        error.actions = error.actions.filter((a) => a !== 'Retry');
      }
      void notifyError(error, deps.log).then((action) => {
        if (action === 'Retry') void this.rewriteRange(doc.uri, range, request);
      });
      return this.finish({ status: 'error', uri, runId, error });
    } finally {
      // Kept only when it became part of a pending rewrite.
      deps.store.release(tracked);
    }
  }

  private finish(outcome: RewriteOutcome): RewriteOutcome {
    this.last = outcome;
    return outcome;
  }
}

function displayName(doc: vscode.TextDocument): string {
  const base = path.basename(doc.uri.path) || 'draft';
  return path.extname(base) === '' && doc.languageId === 'markdown' ? `${base}.md` : base;
}

function toUri(value: unknown): vscode.Uri | undefined {
  if (value instanceof vscode.Uri) return value;
  if (typeof value === 'string' && value !== '') return vscode.Uri.parse(value);
  return undefined;
}

function toRange(value: unknown): vscode.Range | undefined {
  if (value instanceof vscode.Range) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as { start?: { line?: unknown; character?: unknown }; end?: { line?: unknown; character?: unknown } };
  const n = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
  const sl = n(r.start?.line);
  const sc = n(r.start?.character);
  const el = n(r.end?.line);
  const ec = n(r.end?.character);
  return sl !== undefined && sc !== undefined && el !== undefined && ec !== undefined ? new vscode.Range(sl, sc, el, ec) : undefined;
}
