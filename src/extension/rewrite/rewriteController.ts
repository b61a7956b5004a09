import * as path from 'node:path';
import * as vscode from 'vscode';
import { AbortError, TextTooLongError, type RedraftClient } from '../../client';
import type { RunEstimate } from '../../contract/estimates';
import { runCharLimit } from '../../contract/estimates';
import { displayUsd, parseUsd } from '../../contract/money';
import { DEFAULT_QUALITY, QUALITIES, isTerminalRunStatus, qualitySchema, type Quality, type Run, type RunCreated, type RunOptions, type RunStatus } from '../../contract/runs';
import type { Ctx } from '../ctx';
import { notifyError } from '../notify';
import { describeError, type ErrorReport } from '../view/errorMessages';
import { trackRange, type OffsetRange } from './rangeTracking';
import { RewriteDocuments, parseRewriteUri, REWRITE_SCHEME } from './rewriteDocuments';
import {
  costConfirmation,
  finishReport,
  lengthProblem,
  paragraphAround,
  qualityLabel,
  recheckSummary,
  sanitizeVoice,
  stageMessage,
  toRunOptions,
  type ScoreReading,
  type VoiceChoice,
} from './rewriteModel';
import { askQualityAndVoice } from './rewritePrompts';
import { RunCostStatus } from './runCostStatus';

/**
 * How a rewrite is started without a person at the keyboard (tests, other commands). The
 * commands never pass one: they ask for quality and voice, and confirm costs above the limit.
 */
export interface RewriteRequest {
  /** Skips both prompts; the voice is `options`, or the one remembered for the workspace. */
  quality?: Quality;
  options?: RunOptions;
  /** Starts even when the high estimate is above `redraft.rewrite.confirmAboveUsd`. */
  skipConfirmation?: boolean;
  /** Applies the rewrite as soon as it is ready (after the diff opened). */
  autoApply?: boolean;
  /** Re-checks after applying; default `redraft.rewrite.recheckAfterApply`. */
  recheck?: boolean;
}

/** `stopped`: the writer backed out before anything was spent. */
export type RewriteStatus = RunStatus | 'stopped' | 'empty' | 'too_long' | 'error';

export interface RewriteOutcome {
  status: RewriteStatus;
  uri: string;
  runId?: string;
  quality?: Quality;
  /** The settled charge the writer was told, as the run's `billing.charged_usd`. */
  chargedUsd?: string;
  reasons?: string[];
  chargeExceededHold?: boolean;
  /** The event stream failed and the run was followed by polling. */
  polled?: boolean;
  /** The diff of the sent text against the rewrite was opened. */
  diffOpened?: boolean;
  /** What the writer was told when the run ended. */
  message?: string;
  error?: ErrorReport;
  applied?: ApplyResult;
}

export interface ApplyResult {
  /** `conflict`: the range no longer holds the text that was sent; nothing was overwritten. */
  result: 'applied' | 'already_applied' | 'conflict' | 'unavailable';
  message: string;
  recheck?: { before: ScoreReading; after: ScoreReading };
}

/** A finished rewrite waiting to be applied, with the range it came from kept on its text. */
interface PendingRewrite {
  runId: string;
  uri: vscode.Uri;
  tracker: Tracker;
  sent: string;
  output: string;
  fileName: string;
  outcome: RewriteOutcome;
}

interface Tracker {
  uri: string;
  range: OffsetRange;
}

interface ActiveRun {
  runId: string;
  /** What the progress notification's Cancel does. */
  cancel(): Promise<void>;
}

const QUALITY_KEY = 'redraft.rewrite.quality';
const VOICE_KEY = 'redraft.rewrite.voice';
const PENDING_CONTEXT = 'redraft.hasPendingRewrite';
/** After Cancel, how long to wait for the stream's `done` before reading the run directly. */
const CANCEL_GRACE_MS = 10_000;

/**
 * Rewrites: cost up front (quality pick with estimates, confirmation above the limit, length
 * checked against /v1/me), live cost while the run works (status item, cancellable progress),
 * and a safe apply (diff first; one undoable edit, only onto the exact text that was sent).
 */
export class RewriteController implements vscode.Disposable {
  last: RewriteOutcome | undefined;
  readonly documents: RewriteDocuments;
  private readonly cost: RunCostStatus;
  private readonly pending = new Map<string, PendingRewrite>();
  private readonly trackers = new Set<Tracker>();
  private readonly active = new Map<string, ActiveRun>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly ctx: Ctx) {
    this.documents = new RewriteDocuments();
    this.cost = new RunCostStatus();
    this.disposables.push(this.documents, this.cost);
    vscode.workspace.onDidChangeTextDocument(
      (e) => {
        if (e.contentChanges.length === 0) return;
        const key = e.document.uri.toString();
        for (const t of this.trackers) if (t.uri === key) t.range = trackRange(t.range, e.contentChanges);
      },
      this,
      this.disposables,
    );
    this.disposables.push(
      vscode.commands.registerCommand('redraft.applyRewrite', (arg?: unknown) => this.applyCommand(arg)),
    );
  }

  /** Every text the run-cost status item showed during the last rewrite. */
  get statusText(): string[] {
    return [...this.cost.shown];
  }

  /** Runs in progress that this window follows. */
  get activeRunIds(): string[] {
    return [...this.active.keys()];
  }

  /**
   * Rewrites the selection (or, with nothing selected, the paragraph at the cursor). Resolves when
   * the run has ended and, for a rewrite, the diff is open; applying is a separate step.
   */
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

  /** What Cancel in the progress notification does, for the newest run; false when none runs. */
  async cancelActive(): Promise<boolean> {
    const runs = [...this.active.values()];
    const newest = runs[runs.length - 1];
    if (!newest) return false;
    await newest.cancel();
    return true;
  }

  /** Cancels a run this window follows, as its notification would; false when it is not one. */
  async cancelRun(runId: string): Promise<boolean> {
    const run = this.active.get(runId);
    if (!run) return false;
    await run.cancel();
    return true;
  }

  /** Erased texts are forgotten here too, and their open diffs closed. */
  forget(runId?: string): void {
    void this.closeRunTabs(runId);
    if (runId === undefined) {
      this.documents.forgetAll();
      for (const p of this.pending.values()) this.trackers.delete(p.tracker);
      this.pending.clear();
    } else {
      this.documents.forget(runId);
      const p = this.pending.get(runId);
      if (p) this.trackers.delete(p.tracker);
      this.pending.delete(runId);
    }
    this.updatePendingContext();
  }

  /** Opens the diff of a run's draft against its rewrite (the Runs view's "Open Rewrite"). */
  async openRunDiff(run: Run): Promise<boolean> {
    if (run.status !== 'succeeded' || typeof run.output_text !== 'string' || run.input_text === null) return false;
    const pending = this.pending.get(run.id);
    const fileName = pending?.fileName ?? 'draft.md';
    const uris = this.documents.put(run.id, run.input_text, run.output_text, fileName);
    const title = pending ? `${pending.fileName}: selection ↔ rewrite (${qualityLabel(run.quality).toLowerCase()})` : `Run ${run.id}: draft ↔ rewrite`;
    await vscode.commands.executeCommand('vscode.diff', uris.original, uris.rewrite, title, { preview: false });
    return true;
  }

  // --- the rewrite ------------------------------------------------------------------------

  private async rewrite(doc: vscode.TextDocument, range: vscode.Range, request: RewriteRequest): Promise<RewriteOutcome> {
    const uri = doc.uri.toString();
    const sent = doc.getText(range);
    if (sent.trim() === '') {
      void vscode.window.showInformationMessage('Redraft: the selection is empty; select the text to rewrite.');
      return this.finish({ status: 'empty', uri });
    }
    const fileName = displayName(doc);
    this.cost.reset();
    // Follow the range from the moment its text is read: the writer may type while choosing.
    const tracker: Tracker = { uri, range: { start: doc.offsetAt(range.start), end: doc.offsetAt(range.end) } };
    this.trackers.add(tracker);
    let keepTracker = false;
    let charLimit: number | undefined;
    let runId: string | undefined;
    try {
      // Starting the local service and reading the account's limits can take a moment.
      const { client, me } = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Window, title: 'Redraft: preparing the rewrite' },
        async () => {
          const connection = await this.ctx.backend.connect();
          return { client: connection.client, me: await connection.client.getMe() };
        },
      );
      charLimit = runCharLimit(me);
      const tooLong = lengthProblem(sent, charLimit);
      if (tooLong) {
        // Caught here rather than by a 400 from the service: nothing is sent, nothing is held.
        throw new TextTooLongError({
          status: 400,
          code: 'text_too_long',
          message: `Text is ${tooLong.chars} characters; the limit is ${tooLong.limit}.`,
          details: { max_chars: tooLong.limit, chars: tooLong.chars },
          method: 'POST',
          path: '/v1/runs',
        });
      }
      if (me.can_run === false) {
        const reason = me.can_run_reason ? `: ${me.can_run_reason}` : '.';
        void vscode.window.showWarningMessage(`Redraft: the account cannot run rewrites right now${reason}`);
        return this.finish({ status: 'stopped', uri });
      }

      const choice = await this.choose(client, sent, request, me.available_usd);
      if (!choice) return this.finish({ status: 'stopped', uri });
      const { quality, options, estimate } = choice;

      const ask = costConfirmation(estimate, this.ctx.config.confirmAboveMicros);
      if (ask && !request.skipConfirmation) {
        const go = await vscode.window.showWarningMessage(`Redraft: ${ask}`, { modal: true, detail: 'Change the limit in the setting "redraft.rewrite.confirmAboveUsd".' }, 'Start Rewrite');
        if (go !== 'Start Rewrite') return this.finish({ status: 'stopped', uri, quality });
      }

      const created = await client.createRun({ text: sent, quality, options });
      this.ctx.log.info(
        `Rewrite run ${created.id} of ${fileName}: ${quality}, ${created.prose_word_count} prose words, estimated ${created.estimated_cost_usd} USD, held ${created.held_usd} USD.`,
      );
      runId = created.id;
      const outcome: RewriteOutcome = { status: created.status, uri, runId, quality };
      this.last = outcome;
      void this.ctx.runsView.runsChanged();

      const { run, polled } = await this.follow(client, created, fileName);
      outcome.status = run.status;
      outcome.chargedUsd = run.billing.charged_usd;
      outcome.reasons = run.scores.reasons;
      outcome.chargeExceededHold = run.billing.charge_exceeded_hold;
      outcome.polled = polled;
      this.ctx.log.info(`Rewrite run ${run.id} ${run.status}; charged ${run.billing.charged_usd} USD${run.scores.reasons.length ? ` (${run.scores.reasons.join('; ')})` : ''}.`);
      void this.ctx.runsView.runsChanged();

      const report = finishReport(run, fileName);
      outcome.message = report.message;
      if (run.status === 'succeeded' && typeof run.output_text === 'string') {
        const pending: PendingRewrite = { runId: run.id, uri: doc.uri, tracker, sent, output: run.output_text, fileName, outcome };
        this.pending.set(run.id, pending);
        keepTracker = true;
        this.trimPending();
        this.updatePendingContext();
        outcome.diffOpened = await this.openRunDiff(run);
        if (request.autoApply) {
          outcome.applied = await this.apply(run.id, { recheck: request.recheck });
        } else {
          void this.offerApply(pending, report.message, request.recheck);
        }
      } else if (run.status === 'succeeded') {
        outcome.message = `The rewrite of ${fileName} finished, but its text is no longer on the service (erased). Nothing in your document changed.`;
        void vscode.window.showWarningMessage(`Redraft: ${outcome.message}`);
      } else {
        const show = report.severity === 'error' ? vscode.window.showErrorMessage : report.severity === 'warning' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
        void show(`Redraft: ${report.message}`);
      }
      return this.finish(outcome);
    } catch (err) {
      const error = describeError(err, { baseUrl: this.ctx.backend.describedBaseUrl, job: 'rewrite', charLimit });
      if (err instanceof AbortError) return this.finish({ status: 'stopped', uri, runId, error });
      this.ctx.log.error('Rewrite failed', err);
      if (runId !== undefined) {
        // Following failed, not necessarily the run: it may still finish, and be charged.
        error.message = `${error.message} Run ${runId} may still be working on the service; the Redraft Runs view shows how it ends.`;
        // Retrying would start (and pay for) a second run of the same text.
        error.actions = error.actions.filter((a) => a !== 'Retry');
      }
      void notifyError(error, this.ctx.log).then((action) => {
        if (action === 'Retry') void this.rewriteRange(doc.uri, range, request);
      });
      return this.finish({ status: err instanceof TextTooLongError ? 'too_long' : 'error', uri, runId, error });
    } finally {
      if (!keepTracker) this.trackers.delete(tracker);
    }
  }

  private finish(outcome: RewriteOutcome): RewriteOutcome {
    this.last = outcome;
    return outcome;
  }

  /** Quality, options and the estimate to judge the cost by: prompted, or from the request. */
  private async choose(
    client: RedraftClient,
    text: string,
    request: RewriteRequest,
    availableUsd: string | undefined,
  ): Promise<{ quality: Quality; options: RunOptions; estimate: RunEstimate } | undefined> {
    const state = this.ctx.context.workspaceState;
    if (request.quality !== undefined) {
      const quality = request.quality;
      const options = request.options ?? toRunOptions(sanitizeVoice(state.get(VOICE_KEY)));
      const estimate = await client.estimateRun({ text, quality });
      return { quality, options, estimate };
    }
    const estimates = Promise.all(QUALITIES.map((quality) => client.estimateRun({ text, quality }))).then((list) =>
      Object.fromEntries(list.map((e) => [e.quality, e])) as Partial<Record<Quality, RunEstimate>>,
    );
    estimates.catch(() => undefined);
    const presets = client.getPresets();
    presets.catch(() => undefined);
    const remembered = qualitySchema.safeParse(state.get(QUALITY_KEY));
    let available: number | undefined;
    try {
      available = availableUsd !== undefined ? parseUsd(availableUsd) : undefined;
    } catch {
      available = undefined;
    }
    const picked = await askQualityAndVoice({
      title: 'Redraft: Rewrite',
      estimates,
      presets,
      available,
      initialQuality: remembered.success ? remembered.data : DEFAULT_QUALITY,
      voice: sanitizeVoice(state.get(VOICE_KEY)),
      onVoiceChange: (voice: VoiceChoice) => void state.update(VOICE_KEY, voice),
    });
    if (!picked) return undefined;
    await state.update(QUALITY_KEY, picked.quality);
    await state.update(VOICE_KEY, picked.voice);
    const estimate = (await estimates)[picked.quality];
    if (!estimate) return undefined;
    return { quality: picked.quality, options: toRunOptions(picked.voice), estimate };
  }

  /**
   * Follows the run in a cancellable progress notification and the run-cost status item, and
   * returns the run in its final state. Cancel calls the cancel endpoint and then waits for the
   * run to settle, so what is reported is what was charged.
   */
  private follow(client: RedraftClient, created: RunCreated, fileName: string): Thenable<{ run: Run; polled: boolean }> {
    const id = created.id;
    const tooltip =
      `Rewrite of ${fileName} (run ${id}, ${qualityLabel(created.quality).toLowerCase()}, ${created.prose_word_count} words billed).\n` +
      `Estimated ${created.estimated_cost_usd} USD, ${created.held_usd} USD held. The charge is an estimate until the run finishes.\nClick to show the Redraft Runs view.`;
    this.cost.begin(id, tooltip);
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Redraft: rewriting ${fileName} (${qualityLabel(created.quality).toLowerCase()})`, cancellable: true },
      async (progress, token) => {
        const abort = new AbortController();
        let polled = false;
        let projected = 0;
        let stage = 'queued';
        let canceled: Promise<Run | undefined> | undefined;
        let graceTimer: ReturnType<typeof setTimeout> | undefined;
        const say = (): void => progress.report({ message: `${stage} · ${displayUsd(projected)} so far${polled ? ' (live updates lost; polling)' : ''}` });
        const cancel = (): Promise<void> => {
          if (!canceled) {
            stage = 'canceling';
            say();
            this.ctx.log.info(`Canceling rewrite run ${id}.`);
            canceled = client.cancelRun(id).then(
              (run) => run,
              (err: unknown) => {
                this.ctx.log.error(`Cancel of run ${id} failed`, err);
                abort.abort(new Error('cancel failed'));
                return undefined;
              },
            );
            // The stream's `done` normally follows the cancel at once; never wait on it forever.
            graceTimer = setTimeout(() => abort.abort(new Error('no done after cancel')), CANCEL_GRACE_MS);
          }
          return canceled.then(() => undefined);
        };
        this.active.set(id, { runId: id, cancel });
        const subscriptions = [
          token.onCancellationRequested(() => void cancel()),
          this.ctx.backend.onRetry((info) => progress.report({ message: `service busy, retrying in ${Math.ceil(info.delayMs / 1000)} s` })),
        ];
        say();
        try {
          const follow = client.followRun(created, {
            signal: abort.signal,
            onMalformedEvent: (e) => this.ctx.log.warn(`Run ${id}: skipped a malformed event: ${e.message}`),
          });
          for await (const event of follow) {
            switch (event.type) {
              case 'cost':
                projected = parseUsd(event.projected_charge_usd, 'projected_charge_usd');
                this.cost.update(id, { kind: 'projected', micros: projected, polling: polled });
                say();
                break;
              case 'stage':
                if (!canceled) stage = stageMessage(event.stage, event.done, event.total);
                say();
                break;
              case 'polling':
                polled = true;
                this.ctx.log.warn(`Run ${id}: the event stream failed (${event.reason}); polling the run instead.`);
                this.cost.update(id, { kind: 'projected', micros: projected, polling: true });
                say();
                break;
              case 'status':
                if (!canceled) stage = event.status;
                say();
                break;
              case 'done':
                this.cost.update(id, { kind: 'settled', micros: parseUsd(event.charged_usd, 'charged_usd'), status: event.status });
                break;
              default:
                break;
            }
          }
          const run = await follow.finalRun();
          return { run, polled };
        } catch (err) {
          if (!canceled) throw err;
          // Canceled, and the stream did not bring the end in time: the cancel answer (or a read
          // of the run) says what was charged.
          const answer = await canceled;
          const run = answer && isTerminalRunStatus(answer.status) ? answer : await client.getRun(id);
          this.cost.update(id, { kind: 'settled', micros: parseUsd(run.billing.charged_usd, 'charged_usd'), status: run.status });
          return { run, polled };
        } finally {
          if (graceTimer !== undefined) clearTimeout(graceTimer);
          for (const s of subscriptions) s.dispose();
          this.active.delete(id);
          this.cost.end(id);
        }
      },
    );
  }

  // --- apply ------------------------------------------------------------------------------

  private async offerApply(pending: PendingRewrite, message: string, recheck: boolean | undefined): Promise<void> {
    const choice = await vscode.window.showInformationMessage(`Redraft: ${message}`, 'Apply', 'Open Side by Side', 'Discard');
    if (choice === 'Apply') {
      const result = await this.apply(pending.runId, { recheck });
      pending.outcome.applied = result;
    } else if (choice === 'Open Side by Side') {
      await this.showSideBySide(pending);
    } else if (choice === 'Discard') {
      this.trackers.delete(pending.tracker);
      this.pending.delete(pending.runId);
      this.updatePendingContext();
      await this.closeDiff(pending.runId);
    }
  }

  /**
   * Replaces the sent range with the rewrite as one undoable edit, only if the range still holds
   * exactly the text that was sent; otherwise opens the rewrite beside the document and changes
   * nothing.
   */
  async apply(runId: string, options: { recheck?: boolean } = {}): Promise<ApplyResult> {
    const p = this.pending.get(runId);
    if (!p) {
      return { result: 'unavailable', message: 'There is no rewrite of that run waiting to be applied in this window. Open it from the Redraft Runs view to copy from it.' };
    }
    const doc = await vscode.workspace.openTextDocument(p.uri);
    const { start, end } = p.tracker.range;
    const length = doc.getText().length;
    const range = new vscode.Range(doc.positionAt(start), doc.positionAt(end));
    const current = end <= length ? doc.getText(range) : undefined;
    if (current !== p.sent && current === p.output && p.outcome.applied?.result === 'applied') {
      return { result: 'already_applied', message: `The rewrite is already in ${p.fileName}.` };
    }
    if (current !== p.sent) {
      const message = `The text that was rewritten changed in ${p.fileName} after it was sent, so Redraft did not overwrite it. The rewrite is open beside your document to copy from.`;
      await this.showSideBySide(p);
      void vscode.window.showWarningMessage(`Redraft: ${message}`, 'Copy Rewrite').then(async (c) => {
        if (c) await vscode.env.clipboard.writeText(p.output);
      });
      const result: ApplyResult = { result: 'conflict', message };
      p.outcome.applied = result;
      return result;
    }
    const edit = new vscode.WorkspaceEdit();
    edit.replace(p.uri, range, p.output);
    if (!(await vscode.workspace.applyEdit(edit))) {
      return { result: 'unavailable', message: `VS Code did not apply the edit to ${p.fileName} (is the file read-only?).` };
    }
    // The inserted text may differ in length from `output` when line endings were normalized.
    const newEnd = start + (end - start) + (doc.getText().length - length);
    this.ctx.log.info(`Applied rewrite run ${runId} to ${p.fileName}.`);
    const result: ApplyResult = { result: 'applied', message: `Applied the rewrite to ${p.fileName}. Undo (Ctrl+Z) brings the draft back.` };
    p.outcome.applied = result;
    await this.closeDiff(runId);
    const editor = await vscode.window.showTextDocument(doc, { preview: false });
    editor.selection = new vscode.Selection(doc.positionAt(start), doc.positionAt(newEnd));
    editor.revealRange(editor.selection, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    if (options.recheck ?? this.ctx.config.recheckAfterApply) {
      try {
        result.recheck = await this.recheck(p.sent, p.output);
        result.message = `${result.message} ${recheckSummary(result.recheck.before, result.recheck.after)}`;
      } catch (err) {
        this.ctx.log.error('Re-check after apply failed', err);
        result.message = `${result.message} The re-check failed: ${describeError(err, { baseUrl: this.ctx.backend.describedBaseUrl, job: 'check' }).message}`;
      }
    }
    void vscode.window.showInformationMessage(`Redraft: ${result.message}`);
    return result;
  }

  private async applyCommand(arg: unknown): Promise<ApplyResult | undefined> {
    let runId: string | undefined;
    if (typeof arg === 'string') runId = arg;
    const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
    if (!runId && uri) runId = parseRewriteUri(uri)?.runId;
    if (!runId) runId = [...this.pending.keys()].pop();
    if (!runId) {
      void vscode.window.showInformationMessage('Redraft: there is no rewrite waiting to be applied.');
      return undefined;
    }
    const result = await this.apply(runId);
    if (result.result === 'unavailable' || result.result === 'already_applied') void vscode.window.showInformationMessage(`Redraft: ${result.message}`);
    return result;
  }

  /** Score of the draft and of the rewrite, read the same way (two checks, charged as checks). */
  private async recheck(before: string, after: string): Promise<{ before: ScoreReading; after: ScoreReading }> {
    const { client } = await this.ctx.backend.connect();
    const read = async (text: string): Promise<ScoreReading> => {
      const created = await client.createDetection({ text });
      const done = await client.waitForDetection(created);
      if (done.status !== 'succeeded' || !done.result) throw new Error(done.error?.message ?? 'the detector gave no report');
      return { score: done.result.score, verdict: done.result.verdict };
    };
    return vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'Redraft: re-checking the rewrite' }, async () => {
      const [b, a] = await Promise.all([read(before), read(after)]);
      return { before: b, after: a };
    });
  }

  private async showSideBySide(p: PendingRewrite): Promise<void> {
    const uris = this.documents.uris(p.runId) ?? this.documents.put(p.runId, p.sent, p.output, p.fileName);
    const source = await vscode.workspace.openTextDocument(p.uri);
    await vscode.window.showTextDocument(source, { viewColumn: vscode.ViewColumn.One, preview: false });
    await vscode.window.showTextDocument(uris.rewrite, { viewColumn: vscode.ViewColumn.Beside, preview: false, preserveFocus: true });
  }

  private async closeDiff(runId: string): Promise<void> {
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => {
      const input = t.input;
      return input instanceof vscode.TabInputTextDiff && input.modified.scheme === REWRITE_SCHEME && parseRewriteUri(input.modified)?.runId === runId;
    });
    if (tabs.length > 0) await vscode.window.tabGroups.close(tabs);
  }

  /** Every tab showing a run's texts (diff or single side); all runs when no id is given. */
  private async closeRunTabs(runId: string | undefined): Promise<void> {
    const ours = (uri: vscode.Uri): boolean => {
      const parsed = parseRewriteUri(uri);
      return parsed !== undefined && (runId === undefined || parsed.runId === runId);
    };
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => {
      const input = t.input;
      if (input instanceof vscode.TabInputTextDiff) return ours(input.modified) || ours(input.original);
      return input instanceof vscode.TabInputText && ours(input.uri);
    });
    if (tabs.length > 0) await vscode.window.tabGroups.close(tabs);
  }

  private trimPending(): void {
    while (this.pending.size > 20) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      const p = this.pending.get(oldest);
      if (p) this.trackers.delete(p.tracker);
      this.pending.delete(oldest);
    }
  }

  private updatePendingContext(): void {
    void vscode.commands.executeCommand('setContext', PENDING_CONTEXT, this.pending.size > 0);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    this.trackers.clear();
    this.pending.clear();
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
