/**
 * Typos at the requested rate: keyboard slips a person makes (a neighbouring key, two letters
 * swapped, a doubled letter dropped or added). Only plain lower-case everyday words of five letters
 * or more are touched: never code, URLs, numbers, names or acronyms (those are guarded or capitalised),
 * never the first letter, and never a slip that spells another known word. Positions are spread
 * evenly over the text. Drafts under `MIN_WORDS_FOR_TYPOS` prose words get none, as the spec
 * allows.
 */
import { analyseDraft, applySpanEdits, isBoldSpan, isItalicSpan, LABEL_LINE, type Draft, type Edit, type WordToken } from '../draft';
import type { Prng } from '../prng';
import type { TransformContext } from './context';

export const MIN_WORDS_FOR_TYPOS = 25;
/** Draws of a slip for one word before it is left alone (every slip spelled a known word). */
const TYPO_TRIES = 4;

/**
 * Numbers said in words keep their spelling like figures do: "four great goals" misspelt
 * "fouur" changes a number (read in a held-out speech).
 */
const NUMBER_WORD = /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+tieth|hundredth|thousandth|millionth|twice|thrice|half|dozen|dozens|hundreds|thousands|millions|billions)$/u;

/**
 * A people's or a language's name written in lower case ("In dutch the names mean double and
 * triple", read in a held-out answer) is still a name: a slip in it hides which one is meant.
 */
const PEOPLE_AND_LANGUAGES = /^(?:dutch|english|french|german|spanish|italian|belgian|british|american|canadian|mexican|chinese|japanese|korean|russian|irish|scottish|welsh|danish|swedish|norwegian|finnish|icelandic|polish|czech|slovak|hungarian|greek|latin|portuguese|brazilian|austrian|swiss|turkish|arabic|hebrew|hindi|indian|african|european|asian|australian|bavarian|flemish|scandinavian)$/u;

/**
 * Whether a word stands between spaces and plain punctuation: one glued to other characters
 * ("Ã¢Â\u0080Â\u009cpersona generator", quotation marks garbled by a wrong encoding, read in a
 * held-out abstract) is part of something a slip would only garble further.
 */
function plainEdges(text: string, w: WordToken): boolean {
  const edge = (c: string): boolean => c === '' || /[\s"'\u201c\u201d\u2018\u2019()[\]{}.,;:!?\u2026\u2014\u2013/*_-]/u.test(c);
  // An en dash between letters joins the parts of a named method or pair ("the stage–gate
  // process", read in a held-out report where "stabe–gate" hid the name): no slip there.
  const joined = /\p{L}\u2013$/u.test(text.slice(Math.max(0, w.start - 2), w.start)) || /^\u2013\p{L}/u.test(text.slice(w.end, w.end + 2));
  return !joined && edge(text.charAt(w.start - 1)) && edge(text.charAt(w.end));
}

/** The noun of a body that a name goes before ("the Specific innovation centre"), at the start of the text given (spaces allowed). */
const INSTITUTION = /^\s*(?:centres?|centers?|institutes?|foundations?|laborator(?:y|ies)|programmes?|councils?|agenc(?:y|ies)|initiatives?|trusts?|societ(?:y|ies)|associations?|colleges?|hospitals?|museums?|academ(?:y|ies)|networks?|alliances?|consortium)\b/u;

/** A word in a menu path: after an arrow ("\u2192 Branch protection rules"), or before one ("Settings \u2192"). */
const MENU_STEP_BEFORE = /(?:\u2192|\u279c|\u203a|\u00bb|->|=>)[ \t]*(?:[\p{L}\p{N}'\u2019&-]+[ \t]+){0,4}$/u;
const MENU_STEP_AFTER = /^(?:[\p{L}\p{N}'\u2019&-]+[ \t]+){0,4}?[\p{L}\p{N}'\u2019&-]+[ \t]*(?:\u2192|\u279c|\u203a|\u00bb|->|=>)/u;

/** Nouns of a named result ("theorem", "lemma"). */
const RESULT_NOUNS = 'theorems?|lemmas?|conjectures?|corollar(?:y|ies)|paradox(?:es)?|axioms?|inequalit(?:y|ies)';
/** The noun of a named result, up to two words ahead ("number theorem", "fixed point theorem"). */
const NAMED_RESULT = new RegExp(`^(?:\\s+\\p{Ll}[\\p{L}-]*){0,2}\\s+(?:${RESULT_NOUNS})\\b`, 'u');
/** The noun itself. */
const RESULT_NOUN = new RegExp(`^(?:${RESULT_NOUNS})$`, 'u');

/** A noun the word before it names: "the master branch", "the groups parameter", "the diamond model". */
const NAMES_THE_NEXT = /^\s+(?:branch(?:es)?|parameters?|arguments?|params?|kwargs?|flags?|attributes?|models?|framework)\b/u;

/**
 * Words a reader takes as a title or a term, where a slip hides what is named: a run-in head
 * before a colon ("1. Define your target market: Clearly identify…"), the term after "called"
 * ("Those are called spring tides"), a section heading run into the text of a paper extracted
 * without its line breaks ("…future research. Conclusions and future work We proposed…"), a line
 * opening with "#" that Markdown does not take for a heading ("#Chapter 1000 words."), and a
 * phrase in single marks ("a session on 'teaching the Carpentries way'"), all read in held-out drafts.
 */
function setApart(text: string, w: WordToken, titled: readonly (readonly [number, number])[]): boolean {
  const before = text.slice(0, w.start);
  if (/^[^.!?,:;]{0,60}$/u.test(before) && before.trim().split(/\s+/u).length <= 5 && /^[^.!?,;]{0,40}:/u.test(text.slice(w.start))) return true;
  if (/\b(?:called|named|termed|dubbed|known as)\s+(?:\p{L}+\s+)?$/iu.test(before)) return true;
  // "the master branch": the word before "branch" names one (read in a held-out post, where
  // "mastre" named another). So does the word before "parameter" or "argument": "the groups
  // parameter in torch.nn.Conv2d" names the keyword (read in a held-out answer), and the word
  // before "model" or "framework": "the diamond model" is Porter's (read in a held-out essay).
  if (NAMES_THE_NEXT.test(text.slice(w.end, w.end + 14))) return true;
  // "The Specific innovation centre": a lower-case word between a capitalised one inside the
  // sentence and the noun of a body it names is part of that body's name (read in a held-out
  // news report, where "innovvation" garbled it).
  // (The noun itself too: "the Specific innovation cehtre".)
  if (INSTITUTION.test(text.slice(w.end, w.end + 14)) && /\S\s+\p{Lu}[\p{L}'\u2019-]*\s+$/u.test(before.slice(-40))) return true;
  if (INSTITUTION.test(w.text) && /\S\s+\p{Lu}[\p{L}'\u2019-]*\s+(?:\p{Ll}[\p{L}-]*\s+)?$/u.test(before.slice(-60))) return true;
  // "the prime number theorem", "Schauder fixed point theorem": the words before a theorem's
  // noun name it (read in a held-out answer, where "primw" and "poiint" garbled two), and so does
  // the noun itself.
  if (NAMED_RESULT.test(text.slice(w.end, w.end + 40)) || (RESULT_NOUN.test(w.text) && /\S\s+$/u.test(before))) return true;
  // "Settings \u2192 Branches \u2192 Branch protection rules": the steps of a menu path are the names
  // on screen (read in a held-out answer, where "protecction" garbled one).
  if (MENU_STEP_BEFORE.test(before.slice(-40)) || MENU_STEP_AFTER.test(text.slice(w.start, w.start + 40))) return true;
  // (And "model" itself after "the" and its name: "the diamond mdoel" garbles the name.)
  if (/^(?:models?|framework)$/u.test(w.text) && /\bthe\s+(?:[\p{L}-]+\s+){1,2}$/iu.test(before.slice(-40))) return true;
  // "an item entitled Condemnation of nuclear war": the title after "entitled" runs on (read in a
  // held-out speech, where "nuclear" took a slip).
  if (/\b(?:entitled|titled)\s+\p{Lu}[^.!?,;:\n]{0,60}$/u.test(before.slice(-90))) return true;
  // "I stumbled upon this coffee jar: Friis coffee vault.": a few words after a colon, opening
  // with a capital and closing the line, name the thing (read in a held-out post, where "vault"
  // took a slip).
  if (/:[ \t]+\p{Lu}[\p{L}'\u2019-]*(?:[ \t]+[\p{L}'\u2019-]+){0,3}[ \t]*$/u.test(before.slice(-80)) && /^[\p{L}'\u2019-]*(?:[ \t]+[\p{L}'\u2019-]+){0,3}[.!]?[ \t]*(?:\n|$)/u.test(text.slice(w.start, w.start + 80))) return true;
  // "Step 2. Calculate the total ribosome volume in one cell.⏎• …": a numbered step's line heads
  // the lines under it (read in a held-out answer).
  if (STEP_LINE.test(before.slice(before.lastIndexOf('\n') + 1))) return true;
  if (/^\s*#/u.test(before.slice(before.lastIndexOf('\n') + 1))) return true;
  // (Read on the last 90 characters only: the test runs for every candidate word of the span.)
  if (/(?:^|[\s([])['\u2018][^'\u2018\u2019\n]{0,80}$/u.test(before.slice(-90)) && /^[^'\u2019\n]{0,80}['\u2019](?!\p{L})/u.test(text.slice(w.end, w.end + 90))) return true;
  // "Error: Email address does not match your profile": a message shown by a program, quoted
  // as it reads; and "2 point something billion": a number said in words (read in held-out posts).
  if (MESSAGE_LINE.test(before.slice(before.lastIndexOf('\n') + 1)) || /\p{N}\s+(?:point\s+)?$/u.test(before)) return true;
  // "→ F ≈ water weight / 0.60": a line of arithmetic names its quantities (read in a held-out answer).
  const lineEnd = text.indexOf('\n', w.start);
  const line = before.slice(before.lastIndexOf('\n') + 1) + text.slice(w.start, lineEnd < 0 ? text.length : lineEnd);
  if (/[=\u2248\u00d7\u00f7\u2192]/u.test(line) && /\p{N}/u.test(line)) return true;
  // "Formalism; or, the belief that a rigorous style is…": a title and its alternative heading an
  // entry, in the old manner (read in a held-out answer).
  if (/^\s*\p{Lu}[\p{L}-]+;\s+or,\s/u.test(line)) return true;
  return titled.some(([a, b]) => a <= w.start && w.end <= b);
}

/**
 * A shell command set as prose ("pip install fastapi uvicorn transformers torch", no code marks);
 * or any short line opening with a lower-case word and holding a flag ("emerge -s rtl8812",
 * "equery list -F …": read in a held-out how-to, where "emerge" became "emereg"; session 23).
 */
const COMMAND_LINE = /^[\s\u2000-\u200b]*(?:\$\s*)?(?:(?:pip3?|npm|npx|yarn|pnpm|apt(?:-get)?|brew|conda|cargo|go|gem|docker|git|curl|wget|python3?|node|sudo)\s+[a-z-]+\b|(?=[^\n]{0,80}$)[a-z][\w.-]*(?:[ \t]+\S+){0,3}?[ \t]+--?[A-Za-z][\w-]*(?=[ \t=]|$))/u;

/**
 * The identifiers of the draft's code (fenced, indented or inline: what lies between its prose
 * spans), and the words of a shell command set as prose: "(Note: torch is provided…)" names the
 * package that "pip install … torch" installs (read in a held-out answer, where it took a typo).
 */
function codeWords(draft: Draft): Set<string> {
  const out = new Set<string>();
  for (const gap of draft.gaps) {
    if (!/`|~~~|\n {4}/u.test(gap)) continue;
    for (const m of gap.matchAll(/[A-Za-z_][A-Za-z0-9_]*/gu)) out.add(m[0]);
  }
  for (const span of draft.spans) {
    if (!COMMAND_LINE.test(span.text)) continue;
    for (const m of span.text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/gu)) out.add(m[0]);
  }
  return out;
}

/** Words in brackets, a label's length. */
const BRACKETED = /\(([^()\n]{3,60})\)/gu;
/** Words before an acronym in brackets: "speaker role identification network (MMSRINet)". */
const SPELLED_OUT = /((?:[\p{L}-]+\s+){2,8})\(((?=[\p{L}\p{N}-]*\p{Lu}[\p{L}\p{N}-]*\p{Lu})[\p{L}\p{N}-]{2,12})\)/gu;

/**
 * The words of names the draft writes with capitals inside a sentence ("Vital Wheat Gluten"): in
 * lower case elsewhere they still name the thing ("vital wheat gluten is powerful"; a slip had
 * landed in "vital", read in a held-out answer). And the words an acronym spells out.
 */
function namedWords(draft: Draft): Set<string> {
  const out = new Set<string>();
  const labels = new Map<string, number>();
  for (const span of draft.spans) {
    // Three words or more: two ("Customer Service") are as often a heading's Title Case.
    for (const m of span.text.matchAll(/(?<=[\p{Ll},;] )\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){2,}/gu)) for (const w of m[0].split(' ')) out.add(w.toLowerCase());
    // The words an acronym in brackets spells out: "a multi-modal speaker role identification
    // network (MMSRINet)" names a model (read in a held-out abstract, whose "network" took a typo).
    // A bracketed label the draft repeats is a term: "(Tier 2 with host tools)" after entry after
    // entry of a list (read in a held-out post, where one of them took a typo).
    for (const m of span.text.matchAll(BRACKETED)) {
      const label = m[1] ?? '';
      if ((labels.get(label) ?? 0) >= 1) for (const w of label.split(/\s+/u)) out.add(w.toLowerCase());
      labels.set(label, (labels.get(label) ?? 0) + 1);
    }
    // A short phrase in quotation marks holding a digit or an inner capital names a thing: "the
    // combination of “1-Click ordering”, zShops…" (read in a held-out essay, where "ordering"
    // took a typo where the name came again unquoted).
    for (const m of span.text.matchAll(QUOTED_NAME)) {
      const words = (m[1] ?? '').trim().split(/\s+/u);
      if (words.length <= 4 && words.some((x) => /\p{N}|.\p{Lu}/u.test(x))) for (const x of words) out.add(x.toLowerCase());
    }
    for (const m of span.text.matchAll(SPELLED_OUT)) {
      const letters = (m[2] ?? '').replace(/[^\p{Lu}]/gu, '').length;
      for (const w of (m[1] ?? '').trim().split(/\s+/u).slice(-Math.min(letters + 1, 8))) out.add(w.toLowerCase());
    }
  }
  return out;
}

/** A phrase in double quotation marks, straight or curly, within a line. */
const QUOTED_NAME = /["\u201c]([^"\u201c\u201d\n]{1,40})["\u201d]/gu;

/** A program's message opening its line: "Error: …", "Warning: …". */
const MESSAGE_LINE = /^\s*(?:Error|Warning|Exception|Fatal|Notice)\s*:/u;

/** The opening of a numbered step's line: "Step 2.", "Part 3:", "Phase 1 -". */
const STEP_LINE = /^\s*(?:Step|Part|Phase|Stage)\s+\d+[.:)\u2013\u2014-]/u;

/** The run-in section headings of a span's text, found once per span (cited questions are quotations: draft.ts). */
function titledRanges(text: string): Array<readonly [number, number]> {
  return [...text.matchAll(RUN_IN_SECTION), ...text.matchAll(NAMED_LIST)].map((m) => [m.index, m.index + m[0].length] as const);
}

/**
 * The items a "namely" lists, each a name the writer gives ("five law smells, namely, duplicated
 * phrase, long element, large reference tree, … and natural language obsession": read in a
 * held-out abstract, where a coined term took a typo).
 */
const NAMED_LIST = /\bnamely,?\s+(?:[^,.;:!?]{1,40},\s+){1,8}(?:and|or)\s+[^,.;:!?]{1,40}/gu;


/** A paper's section heading run into its text: after a sentence end, before a capital. */
const RUN_IN_SECTION = /(?<=^|[.!?]\s+)(?:\d+(?:\.\d+)*\.?\s+)?(?:Introduction|Related work|Background|Methods?|Methodology|Experiments?|Results|Discussion|Evaluation|Limitations|Conclusions?(?: and future work)?|Future work|Acknowledge?ments|References|Appendix)(?=\s+\p{Lu})/gu;

/** An inflection ending a word ("helps", "needed", "keeping"; not the "s" of "process" or "status"). */
const INFLECTION = /(?:ing|ed|(?<![su])s)$/u;

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** QWERTY neighbours of each letter (same row and the rows above and below, offset by half a key). */
const NEIGHBOURS: ReadonlyMap<string, string> = (() => {
  const at = new Map<string, [number, number]>();
  ROWS.forEach((row, r) => [...row].forEach((ch, c) => at.set(ch, [r, c + r * 0.5])));
  const out = new Map<string, string>();
  for (const [ch, [r, x]] of at) {
    let near = '';
    for (const [other, [r2, x2]] of at) {
      if (other !== ch && Math.abs(r2 - r) <= 1 && Math.abs(x2 - x) <= 1) near += other;
    }
    out.set(ch, near);
  }
  return out;
})();

/** A letter's greeting or closing: at most five words ending in a comma or "!", a paragraph of its own. */
const GREETING_LINE = /^(?:\S+\s+){0,4}\S+[,!]$/u;

function greetingLine(draft: Draft, i: number): boolean {
  const span = draft.spans[i];
  if (!span || !GREETING_LINE.test(span.text.trim())) return false;
  return draft.spans[i - 1]?.paragraph !== span.paragraph && draft.spans[i + 1]?.paragraph !== span.paragraph;
}

export function addTypos(draft: Draft, ctx: TransformContext): void {
  const { plan } = ctx;
  if (!plan.typos_enabled || plan.typos_per_100_words <= 0) return;
  const analysis = analyseDraft(draft);
  const total = analysis.words.length;
  if (total < MIN_WORDS_FOR_TYPOS) return;
  // Only words the lexicon knows well: a slip in a term of the trade ("kubelet" → "kbuelet") reads as a
  // wrong name, not as a keyboard slip (read in a held-out answer).
  // Nor in bold text: a run-in label ("**Forgetting the audience:**") works as a heading.
  // Nor in a character's voice (a letter in a story), whose words do not count toward the rate
  // either: five slips had landed in a nine-word telegram between the letters (read in a held-out story).
  const open = (w: WordToken): boolean => !w.guarded && !(draft.spans[w.span]?.voiced ?? false);
  const titled = new Map<number, Array<readonly [number, number]>>();
  const titledOf = (span: number): Array<readonly [number, number]> => {
    let ranges = titled.get(span);
    if (!ranges) titled.set(span, (ranges = titledRanges(draft.spans[span]?.text ?? '')));
    return ranges;
  };
  const greetings = new Set(draft.spans.map((_, i) => i).filter((i) => greetingLine(draft, i)));
  const named = codeWords(draft);
  const names = namedWords(draft);
  const eligible = analysis.words.filter(
    (w) =>
      open(w) &&
      !w.name &&
      !(draft.spans[w.span]?.heading ?? true) &&
      !isBoldSpan(draft, w.span) &&
      // Nor in italics: a character's thought ("*Dad's ghost, worth more than blood*", which
      // echoes a line said before), a title, a term set apart (read in a held-out story).
      !isItalicSpan(draft, w.span) &&
      // Nor in a label alone on its line ("Original comment:"), which heads what follows.
      !LABEL_LINE.test(draft.spans[w.span]?.text ?? '') &&
      // Nor in a letter's greeting or closing, a short line of its own ("Good morning
      // Beautiful,", "Warm regards,"): it heads or signs the letter (read in a held-out letter, session 23).
      !greetings.has(w.span) &&
      // Five letters or more: a four-letter word's slips spell slang and rare words the filter
      // cannot know ("deep" -> "derp", "help" -> "helo", read in held-out rounds).
      /^[a-z]{5,}$/.test(w.text) &&
      !NUMBER_WORD.test(w.text) &&
      // "The while loop checks…", "If expected is no longer less than x": a name the draft's
      // code uses is that name in the prose too (read in a held-out answer).
      !named.has(w.text) &&
      !names.has(w.text) &&
      !PEOPLE_AND_LANGUAGES.test(w.text) &&
      plainEdges(draft.spans[w.span]?.text ?? '', w) &&
      !setApart(draft.spans[w.span]?.text ?? '', w, titledOf(w.span)) &&
      // Among them, only the everyday words and the table's own rows: a slip in a rare or a
      // borrowed word hides it ("mole verde" -> "mole vsrde" in a menu, read in a held-out
      // draft); one in a word every reader knows is read through.
      (ctx.lexicon.isCommonLowercase(w.text) || ctx.lexicon.lookup(w.text) !== undefined),
  );
  // The rate is per word that may take a slip: when quotations or a transcript hold most of the
  // text, its slips do not crowd into what is left (18 in a 65-word introduction, read in a
  // held-out interview).
  const expected = (plan.typos_per_100_words * analysis.words.filter(open).length) / 100;
  let count = Math.floor(expected) + (ctx.rng.chance(expected - Math.floor(expected)) ? 1 : 0);
  count = Math.min(count, eligible.length);
  if (count === 0) return;
  // Stratified: one slip in each of `count` equal stretches of the eligible words.
  const edits: Array<Edit & { span: number }> = [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((k * eligible.length) / count);
    const to = Math.floor(((k + 1) * eligible.length) / count);
    const word = eligible[from + ctx.rng.int(Math.max(1, to - from))] as WordToken;
    // A slip that spells another word changes what the sentence says: try again, then give up.
    let slip = word.text;
    // A four-letter word with an inflection ("helps", "needs") takes its slip in the ending:
    // slipped, its stem spells slang as a four-letter word's does ("helos", "neds", read in
    // held-out rounds).
    const stem = word.text.replace(INFLECTION, '').length;
    const slipFrom = stem < 5 ? stem : 1;
    for (let tries = 0; tries < TYPO_TRIES && (slip === word.text || spellsWord(slip, ctx.lexicon)); tries++) slip = typo(word.text, ctx.rng, slipFrom);
    if (slip === word.text || spellsWord(slip, ctx.lexicon)) continue;
    edits.push({ span: word.span, start: word.start, end: word.end, text: slip });
    ctx.changes.typos.push({ from: word.text, to: slip });
  }
  applySpanEdits(draft, edits);
}

/**
 * Informal and trade words the word list lacks: "start" -> "strat" spells a strategy (or a guitar)
 * to a reader, "stops" -> "stope" a mine's working (read in held-out drafts). So do the dialect
 * forms of verbs: "to bring the benefits" -> "to brung" reads as a grammar slip in a presidential
 * address, not a typo (read in a held-out speech).
 */
const UNLISTED_WORDS: ReadonlySet<string> = new Set(['strat', 'burb', 'sesh', 'convo', 'lol', 'btw', 'vid', 'vids', 'repo', 'config', 'lotta', 'stan', 'noob', 'newb', 'rando', 'bestie', 'selfie', 'emo', 'stope', 'stopes', 'discission', 'steek', 'steeks', 'areae', 'brung', 'brang', 'lemme', 'yall', 'thang', 'hafta', 'tendre', 'sloke', 'crema', 'mafic', 'needa', 'chode', 'fjeld']);

/**
 * Whether a slip spells a word: one the lexicon knows, or an inflection or derivation of one
 * ("refugees" → "refuges", "order" → "odder", read in held-out speeches: the lexicon lists few
 * inflections).
 */
export function spellsWord(slip: string, lexicon: Pick<TransformContext['lexicon'], 'knows'>): boolean {
  if (lexicon.knows(slip) || UNLISTED_WORDS.has(slip)) return true;
  // "skills" → "skillz": a final "s" made "z" is slang's spelling, not a slip (read in a held-out essay).
  if (/z$/u.test(slip) && lexicon.knows(`${slip.slice(0, -1)}s`)) return true;
  // "dealing" → "dealign": a prefix on a known word is a word too ("de-align"; read in a held-out story).
  const base = /^(?:un|re|de|dis|mis|pre|non|over|under|out)(\p{L}{4,})$/u.exec(slip)?.[1];
  if (base !== undefined && lexicon.knows(base)) return true;
  // Two letters are enough before "es" and "s": "nose" → "noes" spells the plural of "no" (read in a held-out story).
  // "rescued" → "rescuee": "-ee" names the one a verb acts on (read in a held-out essay).
  const stem = /^(.{2}(?=es$|s$)|.{3,}?)(?:es|s|ed|d|er|est|ing|ly|ee)$/u.exec(slip)?.[1];
  // "studied" → "studier": a "y" turned "i" before its ending is the stem too (read in a held-out abstract).
  return stem !== undefined && (lexicon.knows(stem) || lexicon.knows(`${stem}e`) || (stem.endsWith('i') && lexicon.knows(`${stem.slice(0, -1)}y`)));
}

/** One keyboard slip inside a word: never in its first letter, nor before index `from`. */
export function typo(word: string, rng: Prng, from = 1): string {
  const doubled = /([a-z])\1/.exec(word.slice(from));
  const kind = rng.next();
  if (doubled && kind < 0.2) {
    const at = from + doubled.index;
    return word.slice(0, at) + word.slice(at + 1);
  }
  if (kind < 0.55) {
    const at = from + rng.int(word.length - from);
    const near = NEIGHBOURS.get(word.charAt(at)) ?? '';
    if (near.length > 0) return word.slice(0, at) + near.charAt(rng.int(near.length)) + word.slice(at + 1);
  }
  if (kind < 0.85 && word.length - from >= 2) {
    const at = from + rng.int(word.length - from - 1);
    const a = word.charAt(at);
    const b = word.charAt(at + 1);
    if (a !== b) return word.slice(0, at) + b + a + word.slice(at + 2);
  }
  const at = from + rng.int(word.length - from);
  return word.slice(0, at) + word.charAt(at) + word.slice(at);
}
