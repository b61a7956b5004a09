/**
 * The register a draft is written in, kept when the run left formality to the plan. A plan
 * samples formality 1..5, and a conversational voice clashes with a formal draft: held-out
 * abstracts had become "A lot of previous attempts" and "all kinds of tasks", and formal essays
 * "Bottom line: International sporting events", "On top of that, all fans", "the city got 1,870
 * complaints". A scholarly draft, or a formal one (`isFormal`: hardly a contraction, and a
 * formal connective or a long text), is rewritten at FORMAL_FLOOR at least; a casual one (its own
 * words often contracted) at CASUAL_CEILING at most. A formality the writer chose is kept as given.
 */
import type { RewritePlan } from './plan';

/** The formality a formal or scholarly draft is rewritten at, at least, when formality was sampled. */
export const FORMAL_FLOOR = 4;

/** What papers say of themselves and how they cite; two different ones make a draft scholarly. */
const SCHOLARLY_MARKERS: readonly RegExp[] = [
  /\bet al\./u,
  /\b(?:in )?this (?:paper|article|thesis|dissertation)\b/iu,
  /\bin this (?:work|study)\b/iu,
  /\bwe (?:propose|present|introduce|evaluate|investigate|demonstrate|show that|find that|report)\b/iu,
  /\bour (?:results|findings|experiments|method|approach|model|analysis)\b/iu,
  /\bstate[- ]of[- ]the[- ]art\b/iu,
  /\[\d+(?:\s*[,\u2013-]\s*\d+)*\]/u,
  /\(\p{Lu}[\p{L}'\u2019-]+(?: et al\.)?,? \d{4}[a-z]?\)/u,
  /^#*\s*abstract\b/imu,
];

/**
 * A contraction: "don't", "we're", "I'll", "it's" (curly or straight apostrophe). Not a
 * possessive: "society's" had made a formal essay casual (read in a held-out round).
 */
const CONTRACTION = /\b(?:\p{L}+(?:n['\u2019]t|['\u2019](?:re|ve|ll|m|d))|(?:it|that|he|she|there|here|what|who|where|how|let)['\u2019]s)\b/giu;
/** A passage in double quotation marks, curly or straight, within a paragraph. */
const QUOTED = /\u201c[^\u201d\n]*\u201d|"[^"\n]*"/gu;
/** Prose words per contraction a formal draft may have: a long essay with one or two is still formal. */
const WORDS_PER_CONTRACTION = 400;
/** A connective of formal prose opening a sentence. */
const FORMAL_CONNECTIVE = /(?:^|[.!?]["\u201d\u2019)]*\s+)(?:Moreover|Furthermore|In conclusion|Additionally|Consequently|Therefore|Thus|Hence|Nevertheless|Nonetheless|In addition|To conclude|In summary)\b/mu;
/** Fewer prose words than this say too little about a register. */
const MIN_WORDS = 120;

export function isScholarly(text: string): boolean {
  let hits = 0;
  for (const marker of SCHOLARLY_MARKERS) if (marker.test(text) && ++hits >= 2) return true;
  return false;
}

/** This many prose words without a contraction make a draft formal without a connective (a speech). */
const LONG_WORDS = 250;

/**
 * A formal draft: enough prose, hardly a contraction in it (a story's dialogue is contracted, and
 * so is a chatty post; one in WORDS_PER_CONTRACTION words is allowed: a 1,166-word essay with
 * "isn't" and "wouldn't" had turned "In conclusion," into "Bottom line:"), and a formal connective
 * opening a sentence, or LONG_WORDS words or more ("Perhaps" had become "Maybe" and "many" "a lot
 * of" in a held-out UN speech).
 */
export function isFormal(text: string, words: number): boolean {
  // Contractions inside quotation marks are the speaker's: an essay on service recovery that
  // quotes a server ("“I'm so sorry, that didn't meet…”") is still formal, and its "In conclusion,"
  // had become "Bottom line:" (read in a held-out essay).
  const contractions = text.replace(QUOTED, ' ').match(CONTRACTION)?.length ?? 0;
  return words >= MIN_WORDS && contractions * WORDS_PER_CONTRACTION <= words && (words >= LONG_WORDS || FORMAL_CONNECTIVE.test(text));
}

/** The formality a casual draft is rewritten at, at most, when formality was sampled. */
export const CASUAL_CEILING = 3;
/** A draft with at least one contraction (outside quotation marks) in this many prose words is casual. */
const CASUAL_WORDS_PER_CONTRACTION = 80;

/**
 * A casual draft: the writer's own words contracted often (a postcard home, a family recipe, a
 * travel blog). A sampled formality of 4 or 5 had opened its split sentences with "Yet" and
 * joined its short ones with semicolons ("I never did learn; he never stopped trying" in a
 * eulogy; read in held-out rounds, session 20).
 */
export function isCasual(text: string, words: number): boolean {
  const contractions = text.replace(QUOTED, ' ').match(CONTRACTION)?.length ?? 0;
  return contractions >= 2 && contractions * CASUAL_WORDS_PER_CONTRACTION >= words;
}

/**
 * The plan the transforms follow: the run's plan, its sampled formality raised for a formal or
 * scholarly draft and lowered for a casual one. A formality the writer gave is kept.
 */
export function registerPlan(plan: RewritePlan, text: string, proseWords: number): RewritePlan {
  if (!plan.sampled.includes('formality')) return plan;
  if (plan.formality < FORMAL_FLOOR && (isScholarly(text) || isFormal(text, proseWords))) return { ...plan, formality: FORMAL_FLOOR };
  if (plan.formality > CASUAL_CEILING && !isScholarly(text) && isCasual(text, proseWords)) return { ...plan, formality: CASUAL_CEILING };
  return plan;
}
