/**
 * The writing signals a report explains itself with: what is measured, which way AI text leans,
 * and where in the text the measurement comes from (evidence, as UTF-16 ranges of prose).
 */
import type { Span } from '../text/types';
import type { Analysis } from './analysis';
import * as analysis from './analysis';
import type { Measures } from './features';
import { repeatsOf } from './features';
import { UNIFORMITY_MIN_SENTENCE_WORDS } from './model';

// Local bindings, read once (an imported binding is a getter call per use where modules are not
// bundled, and these are read per word).
const { F_CONTRACTION, F_FIRST_PERSON, F_FUNCTION } = analysis;

/** Evidence lists stay short enough to show as diagnostics. */
export const MAX_EVIDENCE = 25;

export interface SignalSpec {
  key: string;
  label: string;
  unit: string;
  /** +1 when AI text tends to have larger values, -1 when smaller. */
  direction: 1 | -1;
  value(m: Measures): number;
  /**
   * True when this text's value must not be read as leaning AI whatever it is (the fairness
   * rule: short sentences alone are not machine-like uniformity).
   */
  neverAi?(m: Measures): boolean;
  /** Where the signal sits in the text, in document order (UTF-16, possibly more than the cap). */
  evidence(a: Analysis): Span[];
}

function wordSpan(a: Analysis, first: number, end: number): Span {
  const w = a.model.words;
  return { start: (w[first] as Span).start, end: (w[end - 1] as Span).end };
}

function wordsWithFlag(a: Analysis, flag: number): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < a.flags.length && out.length < MAX_EVIDENCE; i++) {
    if ((a.flags[i] as number) & flag) out.push(wordSpan(a, i, i + 1));
  }
  return out;
}

/** Runs of three or more consecutive sentences of one paragraph whose lengths stay within 20%. */
function uniformRuns(a: Analysis): Span[] {
  const out: Span[] = [];
  const sentences = a.model.sentences;
  for (const [from, to] of a.paragraphSentences) {
    let runStart = from;
    for (let k = from + 1; k <= to; k++) {
      let extends_ = false;
      if (k < to) {
        const s = sentences[k] as (typeof sentences)[number];
        let lo = Infinity;
        let hi = 0;
        for (let j = runStart; j <= k; j++) {
          const n = (sentences[j] as (typeof sentences)[number]).words;
          lo = Math.min(lo, n);
          hi = Math.max(hi, n);
        }
        extends_ = s.words >= 10 && lo >= 10 && hi <= lo * 1.2;
      }
      if (!extends_) {
        if (k - runStart >= 3) {
          const first = sentences[runStart] as (typeof sentences)[number];
          const last = sentences[k - 1] as (typeof sentences)[number];
          out.push({ start: first.start, end: last.end });
        }
        runStart = k;
      }
    }
  }
  return out;
}

/** Sentences of 12+ words that read hardest (Flesch below 30), hardest first, then in order. */
function hardSentences(a: Analysis): Span[] {
  const scored: Array<{ span: Span; ease: number }> = [];
  for (const s of a.model.sentences) {
    if (s.words < 12) continue;
    let syl = 0;
    for (let i = s.firstWord; i < s.endWord; i++) syl += a.syllables[i] as number;
    const ease = 206.835 - 1.015 * s.words - (84.6 * syl) / s.words;
    if (ease < 30) scored.push({ span: { start: s.start, end: s.end }, ease });
  }
  return scored
    .sort((x, y) => x.ease - y.ease)
    .slice(0, MAX_EVIDENCE)
    .map((x) => x.span)
    .sort((x, y) => x.start - y.start);
}

/** Long words (three or more syllables, eight or more letters), first ones in the text. */
function longWords(a: Analysis): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < a.flags.length && out.length < MAX_EVIDENCE; i++) {
    if ((a.letters[i] as number) >= 10 && (a.syllables[i] as number) >= 3) out.push(wordSpan(a, i, i + 1));
  }
  return out;
}

/** Stretches of six or more words without a single function word (dense noun phrases). */
function denseRuns(a: Analysis): Span[] {
  const out: Span[] = [];
  for (const p of a.model.paragraphs) {
    let run = p.firstWord;
    for (let i = p.firstWord; i <= p.endWord; i++) {
      if (i === p.endWord || (a.flags[i] as number) & F_FUNCTION) {
        if (i - run >= 6) out.push(wordSpan(a, run, i));
        run = i + 1;
      }
    }
  }
  return out;
}

function repeatedPhrases(a: Analysis): Span[] {
  const { starts } = repeatsOf(a, { firstWord: 0, endWord: a.model.words.length });
  const out: Span[] = [];
  let lastEnd = -1;
  for (let k = 0; k < starts.length; k++) {
    const i = starts[k] as number;
    // Merge overlapping occurrences (a repeated 5-gram is three repeated trigrams).
    const span = wordSpan(a, i, i + 3);
    const prev = out[out.length - 1];
    if (prev && span.start <= lastEnd) {
      prev.end = Math.max(prev.end, span.end);
    } else {
      // The first MAX_EVIDENCE spans are complete, and each holds prose words, so each gives the
      // report at least one range: later ones would be cut. A text that repeats itself has
      // thousands of them.
      if (out.length === MAX_EVIDENCE) break;
      out.push(span);
    }
    lastEnd = Math.max(lastEnd, span.end);
  }
  return out;
}

/** Paragraphs whose length is within 10% of the median paragraph length (three or more). */
function evenParagraphs(a: Analysis): Span[] {
  const paras = a.model.paragraphs.filter((p) => p.words >= 8);
  if (paras.length < 3) return [];
  const sorted = paras.map((p) => p.words).sort((x, y) => x - y);
  const med = sorted[Math.floor(sorted.length / 2)] as number;
  const near = paras.filter((p) => Math.abs(p.words - med) <= med * 0.1);
  return near.length >= 3 ? near.map((p) => ({ start: p.start, end: p.end })) : [];
}

function transitionOpeners(a: Analysis): Span[] {
  const out: Span[] = [];
  a.model.sentences.forEach((s, k) => {
    const n = a.openers[k] as number;
    if (n > 0) out.push(wordSpan(a, s.firstWord, s.firstWord + n));
  });
  return out;
}

/** One pattern per set of marks (built once): a native scan finds the candidates. */
const MARK_PATTERNS = new Map<string, RegExp>();

function punctuationMarks(a: Analysis, marks: string): Span[] {
  const out: Span[] = [];
  const { text, spans } = a.model;
  let re = MARK_PATTERNS.get(marks);
  if (!re) {
    re = new RegExp(`[${marks.replace(/[\\\]^-]/g, '\\$&')}]`, 'g');
    MARK_PATTERNS.set(marks, re);
  }
  const HYPHEN = 0x2d;
  const SPACE = 0x20;
  // One scan of the text for the marks; a match counts when it falls inside a prose span (the
  // spans are disjoint and in order, so one pointer walks them). Most of a text holds none of the
  // rarer marks, and this skips it at native speed instead of testing every character.
  let k = 0;
  re.lastIndex = spans.length > 0 ? (spans[0] as Span).start : text.length;
  for (let m = re.exec(text); m && out.length < MAX_EVIDENCE; m = re.exec(text)) {
    const i = m.index;
    while (k < spans.length && (spans[k] as Span).end <= i) k++;
    if (k >= spans.length) break;
    const span = spans[k] as Span;
    if (i < span.start) {
      re.lastIndex = span.start;
      continue;
    }
    if (text.charCodeAt(i) === HYPHEN) {
      // Only a double hyphen or a spaced hyphen stands for a dash.
      if (text.charCodeAt(i + 1) === HYPHEN && i + 1 < span.end) {
        out.push({ start: i, end: i + 2 });
        re.lastIndex = i + 2;
      } else if (text.charCodeAt(i - 1) === SPACE && text.charCodeAt(i + 1) === SPACE) {
        out.push({ start: i, end: i + 1 });
      }
      continue;
    }
    out.push({ start: i, end: i + 1 });
  }
  return out;
}

export const SIGNALS: readonly SignalSpec[] = [
  {
    key: 'ai_vocabulary',
    label: 'AI-typical vocabulary',
    unit: 'per 100 words',
    direction: 1,
    value: (m) => m.aiTerms,
    evidence: (a) => a.aiTerms.map((t) => wordSpan(a, t.firstWord, t.endWord)),
  },
  {
    key: 'transitions',
    label: 'Stock transition openers',
    unit: '% of sentences',
    direction: 1,
    value: (m) => 100 * m.transitions,
    evidence: transitionOpeners,
  },
  {
    key: 'sentence_variation',
    label: 'Sentence length variation',
    unit: 'coefficient of variation',
    direction: -1,
    value: (m) => m.sentenceCv,
    neverAi: (m) => m.meanSentenceWords < UNIFORMITY_MIN_SENTENCE_WORDS,
    evidence: uniformRuns,
  },
  {
    key: 'word_length',
    label: 'Word length',
    unit: 'letters per word',
    direction: 1,
    value: (m) => m.meanWordLetters,
    evidence: longWords,
  },
  {
    key: 'reading_ease',
    label: 'Reading ease (Flesch)',
    unit: 'score',
    direction: -1,
    value: (m) => m.readingEase,
    evidence: hardSentences,
  },
  {
    key: 'function_words',
    label: 'Function-word share',
    unit: '% of words',
    direction: -1,
    value: (m) => 100 * m.functionShare,
    evidence: denseRuns,
  },
  {
    key: 'first_person',
    label: 'First-person voice',
    unit: 'per 100 words',
    direction: -1,
    value: (m) => m.firstPerson,
    // Its absence is formality, which many people practise: human evidence only.
    neverAi: () => true,
    evidence: (a) => wordsWithFlag(a, F_FIRST_PERSON),
  },
  {
    key: 'contractions',
    label: 'Contractions',
    unit: 'per 100 words',
    direction: -1,
    value: (m) => m.contractions,
    // Its absence is formality, which many people practise: human evidence only.
    neverAi: () => true,
    evidence: (a) => wordsWithFlag(a, F_CONTRACTION),
  },
  {
    key: 'repetition',
    label: 'Repeated phrases',
    unit: '% of trigrams',
    direction: 1,
    value: (m) => 100 * m.repetition,
    evidence: repeatedPhrases,
  },
  {
    key: 'paragraph_uniformity',
    label: 'Paragraph length variation',
    unit: 'coefficient of variation',
    direction: -1,
    value: (m) => m.paragraphCv,
    evidence: evenParagraphs,
  },
  {
    key: 'commas',
    label: 'Comma density',
    unit: 'per 100 words',
    direction: 1,
    value: (m) => m.commas,
    evidence: (a) => punctuationMarks(a, ','),
  },
  {
    key: 'informal_punctuation',
    label: 'Questions, exclamations and quotes',
    unit: 'per 100 words',
    direction: -1,
    value: (m) => m.informalPunctuation,
    // Its absence is formality, which many people practise: human evidence only.
    neverAi: () => true,
    evidence: (a) => punctuationMarks(a, '?!"\u201c'),
  },
  {
    key: 'em_dashes',
    label: 'Em-dash asides',
    unit: 'per 100 words',
    direction: 1,
    value: (m) => m.dashes,
    evidence: (a) => punctuationMarks(a, '\u2014\u2013-'),
  },
  {
    key: 'bold_lead_ins',
    label: 'Bold lead-ins',
    unit: '% of blocks',
    direction: 1,
    value: (m) => m.leadIns,
    evidence: (a) => a.model.paragraphs.flatMap((p) => (p.layout.lead ? [p.layout.lead] : [])),
  },
  {
    key: 'contrast_frames',
    label: '"Not just X, but Y" frames',
    unit: 'per 100 words',
    direction: 1,
    value: (m) => m.contrasts,
    evidence: (a) => a.frames.contrast,
  },
  {
    key: 'rule_of_three',
    label: 'Rule-of-three lists in prose',
    unit: 'per 100 words',
    direction: 1,
    value: (m) => m.triads,
    evidence: (a) => a.frames.triad,
  },
  {
    key: 'assistant_frames',
    label: 'Stock openers and closers of assistant answers',
    unit: 'count',
    direction: 1,
    value: (m) => m.assistantFrames,
    evidence: (a) => a.frames.frame,
  },
];
