import * as vscode from 'vscode';
import { AbortError } from '../../client/index';
import type { Detection, DetectionReport } from '../../contract/index';
import { preflight, type LengthCheck } from '../../workflow/index';
import type { Backend } from '../backend';
import type { Log } from '../log';
import type { ReportPresenter } from './reportPresenter';
import { describeError, describeTooLong, type ErrorReport } from '../errors/errorMessages';
import type { TextChange } from './model/markTracking';
import { toReportView, type ReportView } from './model/reportView';
import { notifyError } from '../errors/notify';
import { applyRules } from '../../config/index';
import type { WorkspaceConfig } from '../workspaceConfig';

export interface CheckOutcome {
  uri: vscode.Uri;
  view?: ReportView;
  /** Set when a newer check (or an edit of the whole range) made this answer obsolete. */
  superseded?: boolean;
  /** The `ignore` glob of the workspace configuration that excludes the file; nothing was sent. */
  ignoredBy?: string;
  /** Paragraphs not shown because inline comments hide them. */
  hiddenParagraphs?: number;
  error?: ErrorReport;
}

/** The preflight's answer when the text is over the check limit. */
type TooLong = Extract<LengthCheck, { ok: false }>;

function isTooLong(answer: Detection | TooLong): answer is TooLong {
  return answer.ok === false && answer.reason === 'too_long';
}

const STAGE_LABELS: Record<string, string> = {
  queued: 'waiting for the detector',
  segment: 'reading paragraphs',
  signals: 'measuring writing signals',
  classify: 'scoring',
  paragraphs: 'scoring paragraphs',
};

/**
 * Runs checks: sends the selection or document, follows the detection with a cancellable
 * progress notification, and hands the report to the presenter on the right words. A generation
 * counter per document makes sure a slow answer never overwrites a newer one; edits made while a
 * check runs are replayed onto its marks.
 */
export class CheckController implements vscode.Disposable {
  private readonly generations = new Map<string, number>();
  private readonly pendingEdits = new Map<string, TextChange[][]>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly backend: Backend,
    private readonly presenter: ReportPresenter,
    private readonly log: Log,
    private readonly workspace: WorkspaceConfig,
  ) {
    vscode.workspace.onDidChangeTextDocument(
      (e) => {
        const queue = this.pendingEdits.get(e.document.uri.toString());
        if (queue && e.contentChanges.length > 0) {
          queue.push(e.contentChanges.map((c) => ({ rangeOffset: c.rangeOffset, rangeLength: c.rangeLength, text: c.text })));
        }
      },
      this,
      this.disposables,
    );
  }

  /** Checks the selection when there is one (and `useSelection`), else the whole document. */
  async check(editor: vscode.TextEditor, useSelection: boolean, cancel?: vscode.CancellationToken): Promise<CheckOutcome> {
    const doc = editor.document;
    const key = doc.uri.toString();
    // The configuration is read before anything is sent: a bad file or an ignored one costs nothing.
    const found = this.workspace.forDocument(doc, { fresh: true });
    if (!found.ok) {
      this.workspace.report(found.error, { always: true });
      return { uri: doc.uri, error: { message: found.error.message, actions: [] } };
    }
    const ignoredBy = this.workspace.ignoredBy(doc, found.loaded);
    if (ignoredBy !== undefined) {
      const where = found.loaded.file ? vscode.workspace.asRelativePath(found.loaded.file) : 'the configuration';
      void vscode.window.showInformationMessage(`Redraft: this file is not checked: "${ignoredBy}" in ${where} ignores it.`);
      return { uri: doc.uri, ignoredBy };
    }
    const selection = useSelection && !editor.selection.isEmpty ? editor.selection : undefined;
    const range = selection ?? new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length));
    const text = doc.getText(range);
    const origin = doc.offsetAt(range.start);
    const generation = (this.generations.get(key) ?? 0) + 1;
    this.generations.set(key, generation);
    const edits: TextChange[][] = [];
    this.pendingEdits.set(key, edits);
    const errorContext = { baseUrl: this.backend.describedBaseUrl, job: 'check', wholeDocument: !selection };

    try {
      const detection = await vscode.window.withProgress(
        {
          location: vscode.ProgressLocation.Notification,
          title: selection ? 'Redraft: checking the selection' : 'Redraft: checking the document',
          cancellable: true,
        },
        (progress, token) => this.runCheck(text, progress, cancel ? [token, cancel] : [token]),
      );
      if (this.generations.get(key) !== generation) {
        this.log.info(`Discarded an older check of ${doc.uri.fsPath}: a newer one was started.`);
        return { uri: doc.uri, superseded: true };
      }
      if (isTooLong(detection)) {
        // Nothing was sent, nothing is charged: the preflight against /v1/me caught it.
        const error = describeTooLong(detection.limit, errorContext);
        this.log.info(`Check of ${doc.uri.fsPath} not sent: ${detection.chars} characters, the limit is ${detection.limit}.`);
        void notifyError(error, this.log);
        return { uri: doc.uri, error };
      }
      if (detection.status === 'failed' || !detection.result) {
        const message = detection.error ? `${detection.error.message} (${detection.error.code})` : 'the detector gave no report';
        const error: ErrorReport = { message: `The check failed: ${message}. Nothing was charged.`, actions: ['Show Log'] };
        void notifyError(error, this.log);
        return { uri: doc.uri, error };
      }
      const report: DetectionReport = detection.result;
      // The same rules as `redraft detect`: ignored paragraphs, muted signals and allowed words
      // are taken out before anything is drawn.
      const filtered = applyRules(report, text, this.workspace.rulesFor(doc, found.loaded, origin, text.length));
      const view = toReportView(filtered.report, text, origin);
      // Edits made while the check ran move the marks with them (or drop what they touched).
      this.presenter.show(doc, view, edits, found.loaded.config.severity);
      this.log.info(
        `Checked ${doc.uri.fsPath}${selection ? ' (selection)' : ''}: ${report.verdict} ${report.score.toFixed(3)}, ${report.words} words, charged ${detection.charged_usd ?? '0.000000'} USD.`,
      );
      return { uri: doc.uri, view, hiddenParagraphs: filtered.hiddenParagraphs };
    } catch (err) {
      if (this.generations.get(key) !== generation) return { uri: doc.uri, superseded: true };
      if (err instanceof AbortError) {
        // There is no cancel endpoint for checks: one already sent finishes on the service and is
        // charged there; cancelling only stops waiting for it.
        this.log.info('Check cancelled; a check already sent still completes on the service and is charged its price.');
        return { uri: doc.uri, error: describeError(err, errorContext) };
      }
      const error = describeError(err, { ...errorContext, baseUrl: this.backend.describedBaseUrl });
      this.log.error('Check failed', err);
      void notifyError(error, this.log);
      return { uri: doc.uri, error };
    } finally {
      if (this.pendingEdits.get(key) === edits) this.pendingEdits.delete(key);
    }
  }

  private async runCheck(
    text: string,
    progress: vscode.Progress<{ message?: string; increment?: number }>,
    tokens: vscode.CancellationToken[],
  ): Promise<Detection | TooLong> {
    const abort = new AbortController();
    const cancelled = (): void => abort.abort(new Error('cancelled by the user'));
    if (tokens.some((t) => t.isCancellationRequested)) cancelled();
    const subscriptions = [
      ...tokens.map((t) => t.onCancellationRequested(cancelled)),
      this.backend.onRetry((info) => {
        const seconds = Math.ceil(info.delayMs / 1000);
        if (info.reason === 'rate_limited') {
          // Count the wait down so the writer sees it is waiting, not stuck.
          let left = seconds;
          progress.report({ message: `rate limited, retrying in ${left} s` });
          const timer = setInterval(() => {
            left -= 1;
            if (left <= 0) clearInterval(timer);
            else progress.report({ message: `rate limited, retrying in ${left} s` });
          }, 1000);
          abort.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
        } else {
          progress.report({ message: `service busy, retrying in ${seconds} s` });
        }
      }),
    ];
    try {
      progress.report({ message: 'connecting' });
      const { client } = await this.backend.connect();
      // Catch a too-long text before spending a request on it; the limit comes from /v1/me.
      const checked = await preflight(client, 'check', text, { signal: abort.signal });
      if (!checked.ok) return checked;
      progress.report({ message: 'sending' });
      const created = await client.createDetection({ text }, { signal: abort.signal });
      let lastPercent = 0;
      return await client.waitForDetection(created, {
        signal: abort.signal,
        onProgress: (d) => {
          const p = d.progress;
          const label = p ? (STAGE_LABELS[p.stage] ?? p.stage) : (STAGE_LABELS[d.status] ?? d.status);
          const percent = p && p.total > 0 ? Math.floor((100 * p.done) / p.total) : lastPercent;
          const increment = Math.max(0, percent - lastPercent);
          lastPercent = Math.max(lastPercent, percent);
          progress.report({ message: label, increment });
        },
      });
    } finally {
      for (const s of subscriptions) s.dispose();
    }
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
