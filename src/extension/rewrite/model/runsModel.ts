/**
 * The Runs view's content, outside VS Code: how a run reads as a tree item (status, quality,
 * words, charge, preview), which menu entries it gets, and how a refreshed first page merges into
 * the pages already loaded.
 */
import { displayUsd, parseUsd } from '../../../contract/money';
import { isTerminalRunStatus, type RunListItem, type RunStatus } from '../../../contract/runs';
import { qualityLabel, reasonsText } from './rewriteModel';

export interface RunItemView {
  label: string;
  description: string;
  tooltip: string;
  /** Matches package.json's `viewItem` menus: run-succeeded, run-active, run-finished. */
  contextValue: string;
  icon: string;
  /** Theme colour id of the icon, if any. */
  color?: string;
  /** The item opens the rewrite when clicked. */
  opens: boolean;
}

const STATUS_ICONS: Record<RunStatus, { icon: string; color?: string }> = {
  queued: { icon: 'clock' },
  running: { icon: 'sync~spin' },
  succeeded: { icon: 'pass', color: 'testing.iconPassed' },
  rejected: { icon: 'warning', color: 'list.warningForeground' },
  failed: { icon: 'error', color: 'list.errorForeground' },
  canceled: { icon: 'circle-slash' },
};

/** The first line of the preview, squeezed, for a one-line label. */
export function previewLabel(preview: string, max = 60): string {
  const line = preview.replace(/\s+/g, ' ').trim();
  if (line === '') return '(empty draft)';
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export function runContextValue(run: Pick<RunListItem, 'status' | 'text_deleted_at'>): string {
  const values: string[] = [];
  const finished = isTerminalRunStatus(run.status);
  if (run.status === 'succeeded' && run.text_deleted_at === null) values.push('run-succeeded');
  if (!finished) values.push('run-active');
  // Erasing twice is harmless but pointless: an erased run no longer offers it.
  if (finished && run.text_deleted_at === null) values.push('run-finished');
  if (run.text_deleted_at !== null) values.push('run-erased');
  return values.join(' ');
}

export function runItemView(run: RunListItem, now: Date = new Date()): RunItemView {
  const erased = run.text_deleted_at !== null;
  const charged = displayUsd(parseUsd(run.billing.charged_usd, 'charged_usd'));
  const active = !isTerminalRunStatus(run.status);
  const money = active ? `held ${displayUsd(parseUsd(run.billing.held_usd, 'held_usd'))}` : charged;
  const words = `${run.prose_word_count.toLocaleString('en-US')} word${run.prose_word_count === 1 ? '' : 's'}`;
  const description = [run.status, qualityLabel(run.quality).toLowerCase(), words, money, age(run.created_at, now)].join(' · ');
  const lines = [
    `**${run.status}** · ${qualityLabel(run.quality)} quality · ${words} billed`,
    '',
    active
      ? `Held ${displayUsd(parseUsd(run.billing.held_usd, 'held_usd'))}; estimated ${displayUsd(parseUsd(run.billing.estimated_cost_usd, 'estimated_cost_usd'))}`
      : `Charged ${charged} (estimated ${displayUsd(parseUsd(run.billing.estimated_cost_usd, 'estimated_cost_usd'))}, held ${displayUsd(parseUsd(run.billing.held_usd, 'held_usd'))})`,
  ];
  if (run.billing.charge_exceeded_hold) lines.push('', 'The final charge was more than the hold; the difference came from the balance.');
  if ((run.status === 'rejected' || run.status === 'failed') && run.scores.reasons.length > 0) {
    lines.push('', `Why: ${reasonsText(run.scores.reasons)}`);
  }
  lines.push('', `Started ${run.created_at}${run.finished_at ? `, finished ${run.finished_at}` : ''}`, `Run \`${run.id}\``);
  if (erased) lines.push('', `Texts erased ${run.text_deleted_at}.`);
  else lines.push('', '---', '', escapeMarkdown(run.input_preview));
  const look = STATUS_ICONS[run.status];
  return {
    label: erased ? '(texts erased)' : previewLabel(run.input_preview),
    description,
    tooltip: lines.join('\n'),
    contextValue: runContextValue(run),
    icon: look.icon,
    color: look.color,
    opens: run.status === 'succeeded' && !erased,
  };
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", else the date. */
export function age(iso: string, now: Date): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const s = Math.max(0, Math.round((now.getTime() - t) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  if (s < 7 * 86_400) return `${Math.floor(s / 86_400)} d ago`;
  return iso.slice(0, 10);
}

export interface LoadedRuns {
  items: RunListItem[];
  /** Where the next page starts; null when the last page is loaded. */
  cursor: string | null;
}

/**
 * Merges a fresh first page into what is loaded, keeping the later pages: if the fresh page's
 * last run is among the loaded ones, everything loaded after it stays (and so does the cursor,
 * which points past the last loaded run); otherwise the fresh page replaces the list.
 */
export function mergeFirstPage(loaded: LoadedRuns, page: LoadedRuns): LoadedRuns {
  const last = page.items[page.items.length - 1];
  if (!last) return { items: [], cursor: null };
  const at = loaded.items.findIndex((r) => r.id === last.id);
  if (at < 0) return page;
  return { items: [...page.items, ...loaded.items.slice(at + 1)], cursor: loaded.cursor };
}

/** Appends a page, skipping runs already listed (a run can move between pages while paging). */
export function appendPage(loaded: LoadedRuns, page: LoadedRuns): LoadedRuns {
  const seen = new Set(loaded.items.map((r) => r.id));
  return { items: [...loaded.items, ...page.items.filter((r) => !seen.has(r.id))], cursor: page.cursor };
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}
