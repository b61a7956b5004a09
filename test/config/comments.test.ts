/**
 * Inline ignore comments (every form) and the rules that apply them to a report: which text each
 * form hides, exact offsets after emoji, comments in code that are text, muted signals, allowed
 * words, and what counts toward --fail-on.
 */
import assert from 'node:assert/strict';
import { applyRules, ignoreRegions, parseDirectives, reachesFailOn, regionsWithin, rulesOf, type IgnoreRegion } from '../../src/config';
import type { DetectionReport } from '../../src/contract';
import { detect } from '../../src/detector';
import { offsetMap, parseProse } from '../../src/text';

/** The text each region covers, and its signals. */
function hidden(text: string, regions: IgnoreRegion[]): [string, readonly string[] | null][] {
  return regions.map((r) => [text.slice(r.start, r.end).trim(), r.signals]);
}

const md = (...lines: string[]): string => lines.join('\n');

describe('ignore comments', () => {
  it('parses each form, keys by spaces or commas, any case', () => {
    assert.deepEqual(
      parseDirectives('<!-- redraft-disable --><!--redraft-enable--><!-- redraft-disable-next ai_vocabulary, Commas -->').map((d) => [d.kind, d.signals]),
      [
        ['disable', []],
        ['enable', []],
        ['disable-next', ['ai_vocabulary', 'commas']],
      ],
    );
    assert.deepEqual(parseDirectives('<!-- redraft-disabled -->'), []);
    assert.deepEqual(parseDirectives('<!-- markdownlint-disable -->'), []);
  });

  it('disable … enable hides the blocks between', () => {
    const text = md('Shown one.', '', '<!-- redraft-disable -->', '', 'Hidden one.', '', 'Hidden two.', '', '<!-- redraft-enable -->', '', 'Shown two.');
    assert.deepEqual(hidden(text, ignoreRegions(text)), [['Hidden one.\n\nHidden two.', null]]);
  });

  it('disable without enable runs to the end of the document', () => {
    const text = md('Shown.', '', '<!-- redraft-disable -->', 'Hidden.', '', 'Hidden too.');
    assert.deepEqual(hidden(text, ignoreRegions(text)), [['Hidden.\n\nHidden too.', null]]);
  });

  it('disable-next hides exactly the next block: a paragraph, a heading, a list', () => {
    const text = md(
      '<!-- redraft-disable-next -->',
      'Hidden paragraph',
      'over two lines.',
      '',
      'Shown.',
      '',
      '<!-- redraft-disable-next -->',
      '## Hidden heading',
      '',
      '<!-- redraft-disable-next -->',
      '- item one',
      '- item two',
      '',
      'Shown again.',
    );
    assert.deepEqual(hidden(text, ignoreRegions(text)), [
      ['Hidden paragraph\nover two lines.', null],
      ['## Hidden heading', null],
      ['- item one\n- item two', null],
    ]);
  });

  it('disable-next inside a list item hides the next item; stacked comments skip each other', () => {
    const text = md('- one', '  <!-- redraft-disable-next -->', '- two', '', '<!-- redraft-disable-next -->', '<!-- redraft-disable-next commas -->', '', 'Target.');
    const regions = hidden(text, ignoreRegions(text));
    assert.deepEqual(regions[0], ['- two', null]);
    assert.deepEqual(regions.slice(1), [
      ['Target.', null],
      ['Target.', ['commas']],
    ]);
  });

  it('per-signal disable … enable, closed by a keyed or a bare enable', () => {
    const text = md(
      '<!-- redraft-disable ai_vocabulary commas -->',
      'A.',
      '',
      '<!-- redraft-enable commas -->',
      'B.',
      '',
      '<!-- redraft-enable -->',
      'C.',
    );
    assert.deepEqual(hidden(text, ignoreRegions(text)), [
      ['A.', ['commas']],
      ['A.\n\n<!-- redraft-enable commas -->\nB.', ['ai_vocabulary']],
    ]);
  });

  it('a comment shown in code or inline code is text, not a directive', () => {
    const text = md('```md', '<!-- redraft-disable -->', '```', '', 'Use `<!-- redraft-disable -->` to hide text.', '', 'Shown.');
    assert.deepEqual(ignoreRegions(text), []);
  });

  it('an inline disable-next inside a paragraph hides the block after it', () => {
    const text = md('Shown <!-- redraft-disable-next --> here.', '', 'Hidden.');
    assert.deepEqual(hidden(text, ignoreRegions(text)), [['Hidden.', null]]);
  });

  it('keeps UTF-16 offsets exact after emoji and CRLF', () => {
    const text = ['# 🚀 Notes 🎉', '', '<!-- redraft-disable-next -->', 'Hidden 😀 text.', '', 'Shown.'].join('\r\n');
    const [region] = ignoreRegions(text);
    assert.ok(region);
    assert.equal(text.slice(region.start, region.end), 'Hidden 😀 text.');
  });

  it('clips document regions to a selection', () => {
    const regions: IgnoreRegion[] = [{ start: 10, end: 20, signals: null }, { start: 30, end: 40, signals: ['commas'] }];
    assert.deepEqual(regionsWithin(regions, 15, 20), [
      { start: 0, end: 5, signals: null },
      { start: 15, end: 20, signals: ['commas'] },
    ]);
    assert.deepEqual(regionsWithin(regions, 21, 5), []);
  });
});

const AI =
  "In today's rapidly evolving digital landscape, it is crucial to delve into the multifaceted ways in which technology fosters innovation. " +
  'Moreover, this comprehensive approach underscores the pivotal role of collaboration, and it highlights the intricate tapestry of insights that shape our collective journey.';
const AI_2 =
  'Furthermore, by leveraging robust frameworks and seamless integration, organizations can navigate the complexities of the modern era. ' +
  'Additionally, it is essential to foster a holistic understanding that empowers stakeholders and underscores the transformative potential of these tools.';
const HUMAN =
  "I wrote this bit myself on the train, tired, with a cold coffee. The build broke twice; we fixed it by pinning the parser and, honestly, by guessing. Nobody liked it but it shipped on Friday anyway.";

function check(text: string): DetectionReport {
  return detect(parseProse(text));
}

function evidenceTexts(text: string, report: DetectionReport, key?: string): string[] {
  const chars = [...text];
  return report.signals.filter((s) => key === undefined || s.key === key).flatMap((s) => s.evidence.map((e) => chars.slice(e.start, e.end).join('')));
}

describe('rules applied to a report', () => {
  const text = ['# 🚀 Draft', '', AI, '', '<!-- redraft-disable-next -->', AI_2, '', HUMAN, ''].join('\n');
  const report = check(text);
  const aiKey = report.signals.find((s) => s.key === 'ai_vocabulary' && s.evidence.length > 0)?.key;

  it('hides the paragraphs and evidence of ignored text, and keeps the others at the same offsets', () => {
    const filtered = applyRules(report, text, rulesOf({}, ignoreRegions(text)));
    assert.equal(filtered.hiddenParagraphs, 1);
    assert.equal(filtered.report.paragraphs.length, report.paragraphs.length - 1);
    const hiddenStart = offsetMap(text).toCodePoint(text.indexOf(AI_2));
    assert.ok(!filtered.report.paragraphs.some((p) => p.start === hiddenStart));
    for (const p of filtered.report.paragraphs) assert.ok(report.paragraphs.includes(p), 'kept paragraphs are untouched');
    for (const e of evidenceTexts(text, filtered.report)) assert.ok(!AI_2.includes(e) || AI.includes(e) || HUMAN.includes(e), `"${e}" is not from the hidden paragraph`);
    assert.equal(filtered.report.score, report.score, 'the document score stays the detector\'s');
  });

  it('mutes signals whole and hides evidence inside allowed words and phrases', () => {
    assert.ok(aiKey, 'the AI paragraph has vocabulary evidence');
    const muted = applyRules(report, text, rulesOf({ mute: [aiKey] }, []));
    assert.ok(!muted.report.signals.some((s) => s.key === aiKey));
    const allowed = applyRules(report, text, rulesOf({ allow: ['DELVE', 'digital   landscape'] }, []));
    const shown = evidenceTexts(text, allowed.report).map((e) => e.toLowerCase());
    assert.ok(evidenceTexts(text, report).some((e) => /delve|landscape/i.test(e)), 'the detector flags them');
    assert.ok(!shown.some((e) => e === 'delve' || e === 'landscape' || e === 'digital landscape'), `allowed words are not shown: ${shown.join(', ')}`);
  });

  it('per-signal comments hide only that signal\'s evidence, and the paragraph stays', () => {
    assert.ok(aiKey);
    const t = ['<!-- redraft-disable ai_vocabulary -->', AI, '<!-- redraft-enable -->', '', AI_2].join('\n');
    const r = check(t);
    const filtered = applyRules(r, t, rulesOf({}, ignoreRegions(t)));
    assert.equal(filtered.hiddenParagraphs, 0);
    const cps = offsetMap(t);
    const firstEnd = cps.toCodePoint(t.indexOf(AI) + AI.length);
    const vocab = filtered.report.signals.find((s) => s.key === 'ai_vocabulary');
    assert.ok(vocab && vocab.evidence.every((e) => e.start >= firstEnd), 'vocabulary evidence only in the second paragraph');
    assert.ok(vocab.evidence.length > 0);
  });

  it('counts toward --fail-on: the verdict when nothing is hidden, else the shown paragraphs', () => {
    const plain = applyRules(report, text, rulesOf({}, []));
    assert.equal(reachesFailOn(plain, 'ai'), report.verdict === 'ai');
    assert.equal(reachesFailOn(plain, 'none'), false);
    const all = ['<!-- redraft-disable -->', text].join('\n');
    const hiddenAll = applyRules(check(all), all, rulesOf({}, ignoreRegions(all)));
    assert.equal(hiddenAll.report.paragraphs.length, 0);
    assert.equal(reachesFailOn(hiddenAll, 'mixed'), false, 'nothing shown, nothing fails');
    const onlyHuman = ['<!-- redraft-disable -->', AI, '', AI_2, '<!-- redraft-enable -->', '', HUMAN].join('\n');
    const f = applyRules(check(onlyHuman), onlyHuman, rulesOf({}, ignoreRegions(onlyHuman)));
    assert.equal(f.hiddenParagraphs, 2);
    assert.equal(reachesFailOn(f, 'ai'), f.report.paragraphs.some((p) => p.verdict === 'ai'));
  });
});
