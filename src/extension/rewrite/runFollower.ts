import * as vscode from 'vscode';
import type { RedraftClient, RetryInfo } from '../../client';
import { displayUsd, parseUsd } from '../../contract/money';
import type { RunCreated } from '../../contract/runs';
import { followCreated, type FollowedRun } from '../../workflow';
import type { Log } from '../log';
import type { PendingRewrites } from './pendingRewrites';
import { qualityLabel, stageMessage } from './model/rewriteModel';
import type { RunCostStatus } from './runCostStatus';

export interface FollowerDeps {
  store: PendingRewrites;
  cost: RunCostStatus;
  log: Log;
  /** "Service busy, retrying in N s" while the client waits out a 429 or 503. */
  onRetry(listener: (info: RetryInfo) => void): vscode.Disposable;
}

/**
 * Follows one run to its end in a cancellable progress notification and the run-cost status item.
 * Cancel (the notification's, the Runs view's or the API's) goes through the workflow's one
 * policy: cancel on the service, then wait for the run to settle, so what is reported is what was
 * charged.
 */
export function followRun(deps: FollowerDeps, client: RedraftClient, created: RunCreated, fileName: string): Thenable<FollowedRun> {
  const id = created.id;
  const quality = qualityLabel(created.quality).toLowerCase();
  const tooltip =
    `Rewrite of ${fileName} (run ${id}, ${quality}, ${created.prose_word_count} words billed).\n` +
    `Estimated ${created.estimated_cost_usd} USD, ${created.held_usd} USD held. The charge is an estimate until the run finishes.\nClick to show the Redraft Runs view.`;
  deps.cost.begin(id, tooltip);
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Redraft: rewriting ${fileName} (${quality})`, cancellable: true },
    async (progress, token) => {
      const cancel = new AbortController();
      let polled = false;
      let projected = 0;
      let stage = 'queued';
      const say = (): void => progress.report({ message: `${stage} · ${displayUsd(projected)} so far${polled ? ' (live updates lost; polling)' : ''}` });
      let ended!: () => void;
      const end = new Promise<void>((resolve) => (ended = resolve));
      const requestCancel = (): Promise<void> => {
        if (!cancel.signal.aborted) cancel.abort(new Error('canceled by the writer'));
        return end;
      };
      const subscriptions = [
        deps.store.follow(id, requestCancel),
        token.onCancellationRequested(() => void requestCancel()),
        deps.onRetry((info) => progress.report({ message: `service busy, retrying in ${Math.ceil(info.delayMs / 1000)} s` })),
      ];
      say();
      try {
        const followed = await followCreated(client, created, {
          cancel: cancel.signal,
          onMalformedEvent: (e) => deps.log.warn(`Run ${id}: skipped a malformed event: ${e.message}`),
          onCanceling: () => {
            stage = 'canceling';
            say();
            deps.log.info(`Canceling rewrite run ${id}.`);
          },
          onEvent: (event) => {
            switch (event.type) {
              case 'cost':
                projected = parseUsd(event.projected_charge_usd, 'projected_charge_usd');
                deps.cost.update(id, { kind: 'projected', micros: projected, polling: polled });
                break;
              case 'stage':
                stage = stageMessage(event.stage, event.done, event.total);
                break;
              case 'polling':
                polled = true;
                deps.log.warn(`Run ${id}: the event stream failed (${event.reason}); polling the run instead.`);
                deps.cost.update(id, { kind: 'projected', micros: projected, polling: true });
                break;
              case 'status':
                stage = event.status;
                break;
              case 'done':
                deps.cost.update(id, { kind: 'settled', micros: parseUsd(event.charged_usd, 'charged_usd'), status: event.status });
                return;
              default:
                return;
            }
            say();
          },
        });
        if (followed.canceled) {
          // Settled by reading the run after the cancel: its record says what was charged.
          const run = followed.run;
          deps.cost.update(id, { kind: 'settled', micros: parseUsd(run.billing.charged_usd, 'charged_usd'), status: run.status });
        }
        return followed;
      } finally {
        for (const s of subscriptions) s.dispose();
        deps.cost.end(id);
        ended();
      }
    },
  );
}
