/**
 * A small, honest stand-in for the real rewriter (src/rewriter), used until it is wired in.
 *
 * It changes prose only, inside the prose spans of the model, so code, tables, links and all
 * Markdown structure come out byte for byte: it moves contractions toward the requested formality
 * (expanding them for formal text, contracting negations and "I am"-style pairs for casual text)
 * and, when `common_words_enabled`, swaps a few stiff words for everyday ones. It adds no typos.
 * Work is priced per prose word processed, so a run costs the tier rate × its prose words.
 * Validation re-parses the output and checks that the non-prose skeleton is unchanged.
 */
import { microsFromUsdPerThousand } from '../contract/money';
import { parseProse } from '../text';
import type { ProseModel } from '../text';
import type { ResolvedRunOptions, RewriteJob, RewriteOutcome, RewriterEngine, RewriteStep } from './engines';

const EXPANSIONS: Record<string, string> = {
  "don't": 'do not', "doesn't": 'does not', "didn't": 'did not', "can't": 'cannot', "won't": 'will not',
  "isn't": 'is not', "aren't": 'are not', "wasn't": 'was not', "weren't": 'were not', "hasn't": 'has not',
  "haven't": 'have not', "hadn't": 'had not', "couldn't": 'could not', "wouldn't": 'would not',
  "shouldn't": 'should not', "i'm": 'I am', "we're": 'we are', "they're": 'they are', "you're": 'you are',
  "i've": 'I have', "we've": 'we have', "they've": 'they have', "you've": 'you have', "i'll": 'I will',
  "we'll": 'we will', "they'll": 'they will', "you'll": 'you will', "let's": 'let us',
};

// Negations contract safely anywhere; pronoun + verb pairs only before another word
// ("you are right" → "you're right", but never "here you are." → "here you're.").
const NEGATIONS = new Set(["don't", "doesn't", "didn't", "can't", "won't", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "couldn't", "wouldn't", "shouldn't"]);

const PRONOUN_PAIRS = new Set(["i'm", "we're", "they're", "you're", "i'll", "we'll", "they'll", "you'll"]);

const PLAIN_WORDS: Record<string, string> = {
  utilize: 'use', utilizes: 'uses', utilized: 'used', utilizing: 'using', utilise: 'use', utilised: 'used',
  commence: 'begin', commences: 'begins', commenced: 'began', facilitate: 'help', facilitates: 'helps',
  numerous: 'many', additionally: 'also', subsequently: 'later', approximately: 'about',
  demonstrate: 'show', demonstrates: 'shows', demonstrated: 'showed', 'in order to': 'to', 'prior to': 'before',
  assist: 'help', assists: 'helps', 'delve into': 'dig into',
};

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

type Rule = { pattern: RegExp; replace: (match: string) => string | null };

export class SimpleRewriter implements RewriterEngine {
  readonly name = 'simple-rewriter';
  readonly stages = ['plan', 'rewrite', 'validate'] as const;

  *rewrite(job: RewriteJob): Generator<RewriteStep, RewriteOutcome, undefined> {
    const { model } = job;
    const rules = planRules(job.options, model.text);
    yield { stage: 'plan', done: 1, total: 1, costMicros: 0 };

    const edits: Edit[] = [];
    const count = model.paragraphs.length;
    const per = Math.max(1, Math.ceil(count / 10));
    const slices = Math.max(1, Math.ceil(count / per));
    let wordsDone = 0;
    let charged = 0;
    for (let slice = 0; slice < slices; slice++) {
      for (let index = slice * per; index < Math.min(count, (slice + 1) * per); index++) {
        const paragraph = model.paragraphs[index];
        if (!paragraph) continue;
        for (const span of paragraph.spans) edits.push(...editsIn(model.text, span.start, span.end, rules));
        wordsDone += paragraph.words;
      }
      // Priced on cumulative words so the slices add up to exactly rate × words, rounded up once.
      const cumulative = microsFromUsdPerThousand(job.ratePer1kMicros, wordsDone);
      yield { stage: 'rewrite', done: slice + 1, total: slices, costMicros: cumulative - charged };
      charged = cumulative;
    }

    const output = applyEdits(model.text, edits);
    const reasons = validate(model, parseProse(output));
    yield { stage: 'validate', done: 1, total: 1, costMicros: 0 };
    return {
      status: reasons.length === 0 ? 'succeeded' : 'rejected',
      output_text: output,
      reasons,
      validation_passed: reasons.length === 0,
    };
  }
}

function planRules(options: ResolvedRunOptions, text: string): Rule[] {
  const rules: Rule[] = [];
  const curly = (text.match(/\u2019/g)?.length ?? 0) > (text.match(/'/g)?.length ?? 0);
  if (options.formality >= 4) {
    rules.push({
      pattern: /\b[\p{L}]+['\u2019](?:t|re|ve|ll|m|s)\b/giu,
      replace: (m) => EXPANSIONS[m.toLowerCase().replace('\u2019', "'")] ?? null,
    });
  } else {
    const apostrophe = (short: string): string => (curly ? short.replace("'", '\u2019') : short);
    // Negations contract anywhere; pronoun + verb pairs only before another word.
    rules.push(contractionRule(NEGATIONS, '', apostrophe));
    if (options.formality <= 2) rules.push(contractionRule(PRONOUN_PAIRS, '(?=\\s+[\\p{L}\\p{N}])', apostrophe));
  }
  if (options.common_words_enabled) {
    const alternatives = Object.keys(PLAIN_WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+'));
    rules.push({
      pattern: new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'giu'),
      replace: (m) => PLAIN_WORDS[m.toLowerCase().replace(/\s+/g, ' ')] ?? null,
    });
  }
  return rules;
}

function contractionRule(shorts: ReadonlySet<string>, lookahead: string, style: (short: string) => string): Rule {
  const byLong = new Map([...shorts].map((short) => [EXPANSIONS[short]?.toLowerCase() ?? short, short]));
  const alternatives = [...byLong.keys()].sort((a, b) => b.length - a.length).map((l) => l.replace(/ /g, '\\s+'));
  return {
    pattern: new RegExp(`\\b(?:${alternatives.join('|')})\\b${lookahead}`, 'giu'),
    replace: (m) => {
      const short = byLong.get(m.toLowerCase().replace(/\s+/g, ' '));
      return short === undefined ? null : style(short);
    },
  };
}

function editsIn(text: string, start: number, end: number, rules: Rule[]): Edit[] {
  const piece = text.slice(start, end);
  const edits: Edit[] = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (const match of piece.matchAll(rule.pattern)) {
      const replacement = rule.replace(match[0]);
      if (replacement === null) continue;
      const from = start + (match.index ?? 0);
      const to = from + match[0].length;
      // Rules are applied in order; a later rule never rewrites what an earlier one changed.
      if (edits.some((e) => e.start < to && from < e.end)) continue;
      edits.push({ start: from, end: to, replacement: matchCase(match[0], replacement) });
    }
  }
  return edits;
}

function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && /\p{L}{2}/u.test(original)) return replacement.toUpperCase();
  const first = original.charAt(0);
  if (first !== first.toLowerCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  // "I" stays capital even when the replaced word was lower case ("i'm" is rare, "I'm" common).
  return replacement.startsWith('I ') || replacement.startsWith("I'") ? replacement : replacement.charAt(0).toLowerCase() + replacement.slice(1);
}

function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.start) + e.replacement;
    at = e.end;
  }
  return out + text.slice(at);
}

/** Reasons the rewrite must not be returned as is; empty when it passes. */
function validate(before: ProseModel, after: ProseModel): string[] {
  const reasons: string[] = [];
  if (skeleton(before) !== skeleton(after) || before.paragraphs.length !== after.paragraphs.length) {
    reasons.push('structure_changed: the Markdown outside prose differs from the draft');
  }
  const drift = Math.abs(after.proseWordCount - before.proseWordCount) / Math.max(1, before.proseWordCount);
  if (drift > 0.25) reasons.push('length_changed: the prose word count moved by more than 25%');
  return reasons;
}

/** The text with every prose span removed: what must come through a rewrite unchanged. */
function skeleton(model: ProseModel): string {
  let out = '';
  let at = 0;
  for (const span of model.spans) {
    out += model.text.slice(at, span.start) + '\u0000';
    at = span.end;
  }
  return out + model.text.slice(at);
}
