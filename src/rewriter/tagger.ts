/**
 * Part-of-speech tags for the draft's words, from wink-nlp and its English model
 * (`wink-eng-lite-web-model`: offline, pure JavaScript, MIT; about 1 MB gzipped in the bundle).
 * The model loads on first use (about 80 ms), and tagging runs sentence by sentence over the
 * rendered draft, so a word's tag is read in its own sentence.
 *
 * The tags are the Universal Dependencies set (NOUN, VERB, ADJ, ADV, PROPN, AUX, ...). The lite
 * model slips on some nouns after a possessive ("my address" as a verb), so `posOf` corrects
 * the one case the rewriter depends on: after a determiner or possessive the word is nominal.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { LexiconPos } from './lexicon';

export type Tag = string;

let nlp: WinkMethods | null = null;

function tagger(): WinkMethods {
  nlp ??= winkNLP(model, ['pos']);
  return nlp;
}

/** Universal tags to the lexicon's WordNet parts of speech; null for closed-class words and names. */
const UPOS: Record<string, LexiconPos> = { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

/**
 * Words after which a word tagged as a verb is a noun: "This focus on execution" ("this" takes
 * "focuses" as a verb; "these" and "those" can be subjects, "that" a relative).
 */
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'every', 'each', 'no', 'any', 'some']);
/** A possessive ("Nardelli's focus"), not a pronoun's contraction ("it's", "he's focused"). */
const POSSESSIVE = /^(?!(?:it|he|she|that|there|here|what|who|where|how|let)['’]s$).+['’]s$/u;

/**
 * Tags the words of one sentence. `words` are [start, end) offsets into `text`; the result has
 * one tag per word ('X' when the tagger's tokens do not line up with it).
 */
/**
 * Taggings remembered by text and word offsets: the vocabulary, sentences and frames stages (and
 * every guided draw) tag the same spans, and tagging is the slowest step of a stage.
 */
const remembered = new Map<string, Tag[]>();
const REMEMBERED_MAX = 500;

export function tagWords(text: string, words: ReadonlyArray<readonly [number, number]>): Tag[] {
  const key = `${text}\u0000${words.map(([a, b]) => `${a}:${b}`).join(',')}`;
  const known = remembered.get(key);
  if (known) return known;
  const tags = tagUncached(text, words);
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(key, tags);
  return tags;
}

function tagUncached(text: string, words: ReadonlyArray<readonly [number, number]>): Tag[] {
  const nlp = tagger();
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens().out();
  const tags = doc.tokens().out(nlp.its.pos);
  // Find every token in the text, in order, to know where it starts.
  const starts: number[] = [];
  let cursor = 0;
  for (const token of tokens) {
    const at = text.indexOf(token, cursor);
    starts.push(at);
    if (at >= 0) cursor = at + token.length;
  }
  return words.map(([start, end]) => {
    // A hyphenated word ("well-known") is several tokens: its head is the last one inside it.
    let tag: Tag = 'X';
    for (let i = 0; i < tokens.length; i++) {
      const s = starts[i] as number;
      if (s < 0 || s >= end) continue;
      if (s + (tokens[i] as string).length <= start) continue;
      tag = tags[i] as string;
      if (s === start && !/-/.test(text.slice(start, end))) break;
    }
    return tag;
  });
}

/** The lexicon part of speech of a tagged word, given the word before it (lower case). */
export function posOf(tag: Tag, previous: string | undefined): LexiconPos | null {
  if ((tag === 'VERB' || tag === 'AUX') && previous !== undefined && (DETERMINERS.has(previous) || POSSESSIVE.test(previous))) return 'n';
  return UPOS[tag] ?? null;
}

/**
 * Past forms whose participle differs ("showed" / "shown"). The vocabulary stage inflects a
 * replacement by it ("have demonstrated" becomes "have shown", not "have showed"); the sentences
 * stage reads its participles as no clause's verb.
 */
export const PAST_PARTICIPLES: Readonly<Record<string, string>> = {
  showed: 'shown', grew: 'grown', gave: 'given', took: 'taken', began: 'begun', drove: 'driven', rose: 'risen',
  wrote: 'written', chose: 'chosen', knew: 'known', saw: 'seen', went: 'gone', fell: 'fallen', hid: 'hidden',
  spoke: 'spoken', broke: 'broken', overcame: 'overcome', became: 'become', undertook: 'undertaken', drew: 'drawn',
  did: 'done', flew: 'flown', threw: 'thrown', wore: 'worn', tore: 'torn', swore: 'sworn', stole: 'stolen', bore: 'borne',
  forgot: 'forgotten', ate: 'eaten', rode: 'ridden', froze: 'frozen', woke: 'woken', beat: 'beaten', bit: 'bitten',
  shook: 'shaken', forgave: 'forgiven', mistook: 'mistaken',
};

/**
 * A participle that is never a past tense, prefixed forms included ("rewritten", "taken"):
 * without an auxiliary it makes no clause. "become" and "overcome" are present forms too.
 */
const PARTICIPLE_ONLY = new RegExp(
  `(?:${Object.values(PAST_PARTICIPLES)
    .filter((p) => !/come$/u.test(p))
    .join('|')})$`,
  'iu',
);

export function isParticipleOnly(word: string): boolean {
  return PARTICIPLE_ONLY.test(word);
}

/**
 * A finite verb by its tag: an auxiliary, or a verb that is no -ing form ("the impact of testing
 * on learning" has none). The clause tests of the sentences, frames and voice stages share it.
 */
export function isFiniteVerb(tag: Tag | undefined, word: string): boolean {
  // "be", "being" and "been" are auxiliaries, but not finite ("both being purported for…").
  if (tag === 'AUX') return !/^(?:be|being|been)$/iu.test(word);
  return tag === 'VERB' && !/ing$/iu.test(word);
}
