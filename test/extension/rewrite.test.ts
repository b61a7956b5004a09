import assert from 'node:assert/strict';
import type { Run, RunEstimate, RunListItem } from '../../src/contract';
import { trackRange } from '../../src/extension/rewrite/model/rangeTracking';
import {
  costConfirmation,
  finishReport,
  holdExplanation,
  paragraphAround,
  qualityChoices,
  reasonText,
  recheckSummary,
  rewriteActionTitle,
  runCostText,
  stageMessage,
} from '../../src/extension/rewrite/model/rewriteModel';
import { sanitizeVoice, toRunOptions, voiceSummary } from '../../src/extension/rewrite/model/voiceModel';
import { checkLength } from '../../src/workflow';
import { age, appendPage, mergeFirstPage, previewLabel, runContextValue, runItemView, type LoadedRuns } from '../../src/extension/rewrite/model/runsModel';

function estimate(quality: RunEstimate['quality'], typical: string, high: string, hold = high, words = 120): RunEstimate {
  return { is_estimate: true, prose_word_count: words, quality, estimated_usd: { typical, high }, hold_usd: hold, basis: 'published rates' };
}

function run(over: Partial<Run> = {}): Run {
  return {
    id: 'run_1',
    status: 'succeeded',
    quality: 'standard',
    prose_word_count: 120,
    input_text: 'draft',
    output_text: 'rewrite',
    text_deleted_at: null,
    scores: { validation_passed: true, reasons: [] },
    billing: { charged_usd: '0.096000', estimated_cost_usd: '0.096000', held_usd: '0.144000', charge_exceeded_hold: false },
    created_at: '2026-01-01T10:00:00Z',
    finished_at: '2026-01-01T10:00:05Z',
    ...over,
  } as Run;
}

function item(id: string, over: Partial<RunListItem> = {}): RunListItem {
  const { input_text: _i, output_text: _o, ...rest } = run({ id });
  return { ...rest, input_preview: `Draft of ${id}`, ...over } as RunListItem;
}

describe('rewrite: quality choices and cost', () => {
  it('shows typical, high and hold of every quality, in order', () => {
    const choices = qualityChoices({
      high: estimate('high', '0.192000', '0.288000'),
      low: estimate('low', '0.048000', '0.072000'),
      standard: estimate('standard', '0.096000', '0.144000'),
    });
    assert.deepEqual(choices.map((c) => c.quality), ['low', 'standard', 'high']);
    const standard = choices[1]!;
    assert.equal(standard.label, 'Standard');
    assert.equal(standard.description, 'typically $0.096, up to $0.144');
    assert.match(standard.detail, /^Holds \$0\.144 while it runs · 120 words billed/);
    assert.equal(standard.unaffordable, false);
  });

  it('says "about" when typical and high agree, and flags a hold above the balance', () => {
    const [c] = qualityChoices({ low: estimate('low', '0.010000', '0.010000', '0.010000', 1) }, 5_000);
    assert.equal(c!.description, 'about $0.01');
    assert.match(c!.detail, /1 word billed/);
    assert.equal(c!.unaffordable, true);
    assert.match(c!.detail, /more than the \$0\.005 available/);
  });

  it('asks before spending only when the high figure is above the limit', () => {
    const e = estimate('standard', '0.400000', '0.600000');
    assert.equal(costConfirmation(e, 600_000), undefined);
    const ask = costConfirmation(e, 500_000);
    assert.ok(ask);
    assert.match(ask, /up to \$0\.60 \(typically \$0\.40\), above your \$0\.50 limit/);
    assert.match(ask, /\$0\.60 is held/);
  });

  it('counts characters as the service does (code points) against /v1/me', () => {
    assert.deepEqual(checkLength('😀'.repeat(5), 5), { ok: true, chars: 5, limit: 5 });
    assert.deepEqual(checkLength('😀'.repeat(6), 5), { ok: false, reason: 'too_long', chars: 6, limit: 5 });
    assert.deepEqual(checkLength('a'.repeat(5001), 5000), { ok: false, reason: 'too_long', chars: 5001, limit: 5000 });
  });
});

describe('rewrite: voice', () => {
  it('sends only what was chosen; a left-out option is sampled by the service', () => {
    assert.deepEqual(toRunOptions({}), {});
    assert.deepEqual(toRunOptions({ persona: 'a nurse', tone: 'warm', formality: 2, typos: 'light', commonWords: true }), {
      persona: 'a nurse',
      tone: 'warm',
      formality: 2,
      typos_enabled: true,
      typos_per_100_words: 0.5,
      common_words_enabled: true,
    });
    assert.deepEqual(toRunOptions({ typos: 'off', commonWords: false }), { typos_enabled: false, common_words_enabled: false });
    assert.deepEqual(toRunOptions({ persona: 'x', randomPlan: true }), { random_plan: true });
  });

  it('cleans what workspace state remembered', () => {
    assert.deepEqual(sanitizeVoice(undefined), {});
    assert.deepEqual(sanitizeVoice('junk'), {});
    assert.deepEqual(sanitizeVoice({ persona: '  a teacher ', tone: '', formality: 9, typos: 'lots', commonWords: 'yes', randomPlan: false }), { persona: 'a teacher' });
    assert.deepEqual(sanitizeVoice({ formality: 5, typos: 'more', commonWords: false, randomPlan: true }), { formality: 5, typos: 'more', commonWords: false, randomPlan: true });
    assert.deepEqual(sanitizeVoice({ formality: 5 }, { min: 1, max: 4 }), {});
  });

  it('summarizes a voice in one line', () => {
    assert.equal(voiceSummary({}), 'any persona · any tone · any formality · typos as Redraft chooses · common words as Redraft chooses');
    assert.equal(voiceSummary({ persona: 'a nurse', tone: 'warm', formality: 1, typos: 'off', commonWords: true }), 'a nurse · warm tone · formality 1 (conversational) · typos off · everyday words');
    assert.match(voiceSummary({ randomPlan: true }), /sampled/);
  });
});

describe('rewrite: while it runs and when it ends', () => {
  it('status item: projected charge, polling, settled charge', () => {
    assert.equal(runCostText({ kind: 'starting' }), '$(sync~spin) Redraft: starting rewrite');
    assert.equal(runCostText({ kind: 'projected', micros: 0, polling: false }), '$(sync~spin) Redraft: $0.00 so far');
    assert.equal(runCostText({ kind: 'projected', micros: 12_345, polling: true }), '$(sync~spin) Redraft: $0.012345 so far (polling)');
    assert.equal(runCostText({ kind: 'settled', micros: 96_000, status: 'succeeded' }), '$(pass) Redraft: charged $0.096');
    assert.equal(runCostText({ kind: 'settled', micros: 3_000, status: 'canceled' }), '$(circle-slash) Redraft: canceled, charged $0.003');
  });

  it('stage messages', () => {
    assert.equal(stageMessage('rewrite', 3, 10), 'rewriting 3/10');
    assert.equal(stageMessage('plan', 1, 1), 'planning');
    assert.equal(stageMessage('mystery_step', 1, 2), 'mystery step 1/2');
  });

  it('reasons read as sentences, not codes', () => {
    assert.equal(reasonText('length_changed: the prose word count moved by more than 25%'), 'the prose word count moved by more than 25%');
    assert.equal(reasonText('plain words'), 'plain words');
  });

  it('rejected and failed runs say why and what was charged', () => {
    const rejected = finishReport(run({ status: 'rejected', output_text: null, scores: { validation_passed: false, reasons: ['structure_changed: the Markdown outside prose differs from the draft'] } }), 'notes.md');
    assert.equal(rejected.severity, 'warning');
    assert.match(rejected.message, /rejected: the Markdown outside prose differs from the draft\. Nothing in your document changed; the work done was charged \(\$0\.096\)/);
    const failed = finishReport(run({ status: 'failed', output_text: null, scores: { validation_passed: false, reasons: [] } }), 'notes.md');
    assert.equal(failed.severity, 'error');
    assert.match(failed.message, /failed: no reason was given/);
    const canceled = finishReport(run({ status: 'canceled', billing: { charged_usd: '0.004000', estimated_cost_usd: '0.096000', held_usd: '0.144000', charge_exceeded_hold: false } }), 'notes.md');
    assert.match(canceled.message, /canceled\. Charged \$0\.004 for the work done/);
  });

  it('explains a charge above the hold', () => {
    assert.equal(holdExplanation(run()), undefined);
    const over = run({ billing: { charged_usd: '0.150000', estimated_cost_usd: '0.096000', held_usd: '0.144000', charge_exceeded_hold: true } });
    assert.match(holdExplanation(over)!, /final charge of \$0\.15 was more than the \$0\.144 held at the start \(by \$0\.006\)/);
    const report = finishReport(over, 'a.md');
    assert.equal(report.severity, 'warning');
    assert.match(report.message, /ready \(charged \$0\.15\).*difference was taken from the balance/);
  });

  it('re-check summary and the code action title', () => {
    assert.equal(recheckSummary({ score: 0.82, verdict: 'ai' }, { score: 0.314, verdict: 'human' }), 'AI likelihood before 82% (ai) → after 31% (human).');
    assert.match(recheckSummary({ score: 0, verdict: 'insufficient' }, { score: 0.2, verdict: 'human' }), /before too short to score/);
    assert.equal(rewriteActionTitle('ai', 0.914), 'Rewrite this paragraph (reads as AI, 91%)');
    assert.equal(rewriteActionTitle('mixed', null), 'Rewrite this paragraph (mixed reading)');
  });
});

describe('rewrite: the paragraph at the cursor', () => {
  const text = '# Title\r\n\r\nFirst line\r\nsecond line.\r\n\r\nOther 😀 para.\n';
  it('is bounded by blank lines, whatever the line endings', () => {
    const at = text.indexOf('second');
    const p = paragraphAround(text, at)!;
    assert.equal(text.slice(p.start, p.end), 'First line\r\nsecond line.');
    const q = paragraphAround(text, text.indexOf('para'))!;
    assert.equal(text.slice(q.start, q.end), 'Other 😀 para.');
    assert.equal(text.slice(paragraphAround(text, 0)!.start, paragraphAround(text, 0)!.end), '# Title');
  });
  it('is nothing on a blank line', () => {
    assert.equal(paragraphAround(text, text.indexOf('\r\n\r\n') + 2), null);
  });
});

describe('rewrite: the range of the sent text follows edits', () => {
  const r = { start: 10, end: 20 };
  it('shifts with edits before it, including an insertion right at its start', () => {
    assert.deepEqual(trackRange(r, [{ rangeOffset: 0, rangeLength: 0, text: 'abc' }]), { start: 13, end: 23 });
    assert.deepEqual(trackRange(r, [{ rangeOffset: 2, rangeLength: 5, text: '' }]), { start: 5, end: 15 });
    assert.deepEqual(trackRange(r, [{ rangeOffset: 10, rangeLength: 0, text: 'xy' }]), { start: 12, end: 22 });
  });
  it('stays for edits after it, including an insertion right at its end', () => {
    assert.deepEqual(trackRange(r, [{ rangeOffset: 20, rangeLength: 0, text: 'xy' }]), r);
    assert.deepEqual(trackRange(r, [{ rangeOffset: 25, rangeLength: 3, text: '' }]), r);
  });
  it('widens over an edit that touches it, so the exact-text check fails', () => {
    assert.deepEqual(trackRange(r, [{ rangeOffset: 15, rangeLength: 0, text: 'new ' }]), { start: 10, end: 24 });
    assert.deepEqual(trackRange(r, [{ rangeOffset: 5, rangeLength: 10, text: 'Z' }]), { start: 5, end: 11 });
    assert.deepEqual(trackRange(r, [{ rangeOffset: 18, rangeLength: 5, text: '' }]), { start: 10, end: 18 });
  });
  it('applying a rewrite and undoing it gives back the exact original range', () => {
    const applied = trackRange(r, [{ rangeOffset: 10, rangeLength: 10, text: 'a longer rewrite' }]);
    assert.deepEqual(applied, { start: 10, end: 26 });
    assert.deepEqual(trackRange(applied, [{ rangeOffset: 10, rangeLength: 16, text: 'the draft!' }]), r);
  });
  it('handles a batch of changes reported against the old text', () => {
    const batch = [
      { rangeOffset: 0, rangeLength: 0, text: '12' },
      { rangeOffset: 30, rangeLength: 0, text: 'tail' },
      { rangeOffset: 5, rangeLength: 1, text: '' },
    ];
    assert.deepEqual(trackRange(r, batch), { start: 11, end: 21 });
  });
});

describe('rewrite: runs view items', () => {
  it('context values match the package.json menus', () => {
    assert.equal(runContextValue({ status: 'succeeded', text_deleted_at: null }), 'run-succeeded run-finished');
    assert.equal(runContextValue({ status: 'running', text_deleted_at: null }), 'run-active');
    assert.equal(runContextValue({ status: 'queued', text_deleted_at: null }), 'run-active');
    assert.equal(runContextValue({ status: 'rejected', text_deleted_at: null }), 'run-finished');
    assert.equal(runContextValue({ status: 'succeeded', text_deleted_at: '2026-01-01T00:00:00Z' }), 'run-erased');
  });

  it('shows status, quality, words, charge and preview', () => {
    const v = runItemView(item('run_a', { input_preview: 'In today\u2019s   rapidly\nevolving landscape, we delve into the many ways technology fosters innovation.' }), new Date('2026-01-01T10:03:00Z'));
    assert.equal(v.label, 'In today\u2019s rapidly evolving landscape, we delve into the ma…');
    assert.equal(v.description, 'succeeded · standard · 120 words · $0.096 · 3 min ago');
    assert.equal(v.opens, true);
    assert.equal(v.icon, 'pass');
    assert.match(v.tooltip, /Charged \$0\.096 \(estimated \$0\.096, held \$0\.144\)/);
    const running = runItemView(item('run_b', { status: 'running', finished_at: null }), new Date('2026-01-01T10:00:10Z'));
    assert.match(running.description, /^running · standard · 120 words · held \$0\.144 · just now$/);
    assert.equal(running.opens, false);
    const rejected = runItemView(item('run_c', { status: 'rejected', scores: { validation_passed: false, reasons: ['length_changed: moved too much'] } }));
    assert.match(rejected.tooltip, /Why: moved too much/);
    const erased = runItemView(item('run_d', { text_deleted_at: '2026-01-02T00:00:00Z', input_preview: '' }));
    assert.equal(erased.label, '(texts erased)');
    assert.equal(erased.opens, false);
  });

  it('previews and ages', () => {
    assert.equal(previewLabel('   '), '(empty draft)');
    assert.equal(previewLabel('short'), 'short');
    const now = new Date('2026-01-10T00:00:00Z');
    assert.equal(age('2026-01-09T22:00:00Z', now), '2 h ago');
    assert.equal(age('2026-01-07T00:00:00Z', now), '3 d ago');
    assert.equal(age('2025-12-01T00:00:00Z', now), '2025-12-01');
  });

  it('a refreshed first page keeps the pages loaded after it', () => {
    const ids = (l: LoadedRuns): string[] => l.items.map((r) => r.id);
    const loaded: LoadedRuns = { items: ['e', 'd', 'c', 'b'].map((id) => item(id)), cursor: 'after-b' };
    // A new run pushed the first page (size 2) down by one.
    const merged = mergeFirstPage(loaded, { items: [item('f'), item('e')], cursor: 'after-e' });
    assert.deepEqual(ids(merged), ['f', 'e', 'd', 'c', 'b']);
    assert.equal(merged.cursor, 'after-b');
    // No overlap: the fresh page replaces the list.
    const replaced = mergeFirstPage(loaded, { items: [item('h'), item('g')], cursor: 'after-g' });
    assert.deepEqual(ids(replaced), ['h', 'g']);
    assert.equal(replaced.cursor, 'after-g');
    assert.deepEqual(mergeFirstPage(loaded, { items: [], cursor: null }), { items: [], cursor: null });
  });

  it('appending a page skips runs already listed', () => {
    const loaded: LoadedRuns = { items: [item('c'), item('b')], cursor: 'x' };
    const next = appendPage(loaded, { items: [item('b'), item('a')], cursor: null });
    assert.deepEqual(next.items.map((r) => r.id), ['c', 'b', 'a']);
    assert.equal(next.cursor, null);
  });
});
