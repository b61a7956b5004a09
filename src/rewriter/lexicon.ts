/**
 * The replacement table distilled by scripts/build-lexicon.ts (WordNet synonyms, SUBTLEX-US Zipf
 * frequencies, the LLM excess-vocabulary list, and which frequent words stand next to each
 * replacement in the human texts of the calibration data). Rows are keyed by surface form,
 * already inflected ("utilizes" -> "uses"), and carry the part of speech the row was built for,
 * so a replacement never needs morphology at run time and is only made where the tagger reads
 * the word as that part of speech ("address" the verb, never "my address").
 */
import lexiconJson from './lexicon.json';
import { filterHas } from './wordFilter';

/** WordNet's parts of speech: noun, verb, adjective, adverb. */
export type LexiconPos = 'n' | 'v' | 'a' | 'r';

export interface Replacement {
  text: string;
  /** Zipf frequency (log10 per billion words) of the replacement's rarest word. */
  zipf: number;
}

export interface LexiconEntry {
  /** Zipf frequency of the form itself. */
  zipf: number;
  /** True for words that rose with LLM writing: replaced whatever the common-words option says. */
  ai: boolean;
  /** The part of speech the replacements are synonyms in. */
  pos: LexiconPos;
  replacements: Replacement[];
}

interface LexiconFile {
  version: number;
  forms: Record<string, Array<string | number>>;
  neighbours?: Record<string, string>;
  neighbourWords?: string;
  common: string;
  /** Base64 Bloom filter of English words (wordFilter.ts); absent in older tables. */
  words?: string;
}

const POS_VALUES: ReadonlySet<string> = new Set(['n', 'v', 'a', 'r']);

/**
 * Corrections to the generated table, read by a person in eval:rewriter samples and the table
 * itself. Rows whose synonyms change the sense in common uses are dropped ("employ 50 people" is
 * not "use 50 people", "enable the feature" is not "let the feature", "the house overlooks the
 * sea" is not "misses the sea", "the plan unraveled" is not "solved", "exploring the foothills"
 * is not "studying" them, "we're highlighting seven" is not "stressing seven", "made a distinction"
 * is not "made a difference", a "curious" (inquisitive) bunch is not a "funny" one, "bask in the
 * glow" is not "enjoy in the glow", "poses a threat"
 * does not "raise" one, "here's to new challenges" is not "new problems", "the air won't
 * solidify" is not "strengthen", "ethical nuance" is not "ethical detail", the "capabilities" of
 * an architecture are not its "skills", "thick as city avenues" is not "city ways", a "lone"
 * door is not a "lonely" one, a "distinctive" insignia is not a "special" one); rows with a bad
 * candidate keep the good ones ("exceptional" -> "outstanding", never "rare"; "exceeded" is not
 * "beaten"; "diverse" is "varied", not "different"; "swiftly adjustable" is not "fast
 * adjustable"; "the faerie realm" is a "world", not an "area"; cars that "mirror" the hopes of
 * their time "reflect" them, they do not "match" them; an "assessment" of a case is a "review",
 * not a "test", and in public health "assessment" is a term of art: the row is dropped; a
 * "renowned" activist is "famous", not merely "known"; "akin to" is "similar to", never "like to";
 * an "unparalleled" staff is not a "unique" one; "intellectual inquiry" is no "question", and a
 * "learning paradigm" no "learning model" (rows dropped); "augmenting human strength" is "increasing" it, not "adding" it; "empowering the
 * student to" is "enabling", not "allowing"; "prioritize" has no one synonym (practices that prioritize welfare "favor" it, a principal who
 * prioritizes tasks "ranks" them): the row is dropped; what blends "seamlessly" blends "smoothly", not "easily"). Applied when a table is loaded, so they hold whatever `npm run lexicon` regenerates.
 */
export const LEXICON_CORRECTIONS: { drop: readonly string[]; keep: Readonly<Record<string, readonly string[]>> } = {
  drop: (
    'focus focused focusing focuses shape shapes shaped shaping overlook overlooked overlooks overlooking nurture nurtured nurtures nurturing diminish diminished diminishes diminishing enrich enriched enriches enriching methodology methodologies distinction distinctions curious bask basked basking complex li strategy provide provided provides providing offering presents exceed exceeded exceeds exceeding ' +
    'excelled endure endured endures enduring merge merged merges merging urge urged urges urging prompt prompted prompts ' +
    'exert exerted exerting exerts discerned reliance efficacy paramount inherent inherently landscape landscapes ' +
    'pave paved paves paving unlock unlocked unlocking unlocks unravel unraveled unraveling unravels resonate resonated ' +
    'resonates resonating acknowledge acknowledged acknowledges acknowledging concurrently correlate correlated ' +
    'correlates correlating disrupt disrupted disrupting disrupts effectively employ employed employing employs enable ' +
    'enabled enables enabling furnish furnished furnishes furnishing integrate integrated integrates integrating minimize ' +
    'minimized minimizes minimizing navigate navigated navigates navigating overlooks overlooking ultimately specifically ' +
    'insight insights aligned complexity complexities facilitate facilitated facilitates facilitating utterly ' +
    'explore explored explores exploring highlight highlighted highlights highlighting strategies challenges ' +
    'advance advanced advances advancing pose posed poses posing evaluate evaluated evaluates evaluating ' +
    'consolidate consolidated consolidates consolidating elementary heighten heightened heightening heightens ' +
    'solidify solidified solidifies solidifying nuance nuances realms capabilities avenue avenues lone distinctive assessment assessments unparalleled ' +
    'inquiry paradigm paradigms prioritize prioritizes prioritized prioritizing ' +
    // "an intricately carved key" is not "closely carved"; "what to illuminate" is not "what to
    // light"; to intervene is not to interfere; "unending" is not "eternal".
    'intricately illuminate illuminated illuminating intervene intervened unending ' +
    // "improve and innovate" has no object for "introduce"; who "instructed the crew to limit" it
    // ordered them, not "taught" them.
    'innovate instruct instructed instructing ' +
    // Plain-word rows (used with common_words_enabled) whose synonym says something else, read in
    // the table: "it's not flashy" is not "cheap", "observational" data are not "experimental",
    // "defer to experts" is not "postpone", "stellar mass" is not "leading", "specially designed"
    // is not "especially designed", "plainly dressed" is not "obviously dressed".
    'flashy acquaint abhorrent acrobatic allege alleging alternatively blithely bode cagey ceased celestial cringe defer deferred ' +
    'disclose disclosing discontinue disruptive divulge doubly endow fiscal foreclose foreclosed heretofore hitherto ' +
    'indistinguishable inevitably inexorable inquisitive interminable mechanically meditate meditating miscarried miscarry ' +
    'mythological observational patriotic plainly preferable presently recede rightfully rigorous rudimentary septic shelve ' +
    'shelving solemn specially speculative stellar surly threadbare turbulent urgently vacate vacated wither ' +
    // AI-word rows read the same way: students are not "outfitted with skills"; "illuminates the
    // issue" is not "lights" it.
    'equip equipped equips illuminates ' +
    // "I would not formally define it" is about rigour, not office.
    'formally ' +
    // "synthesizing virtual domains" makes them, it does not "combine" them; "align the
    // distributions" is not "fit" them; "fundamentally reshaped" is not "basically reshaped".
    'synthesize synthesized synthesizes synthesizing align aligns fundamentally ' +
    // "one who upholds the claims of all creatures" backs them, a tradition upheld is kept: no one
    // word says both; "Notably absent" is not "Especially absent".
    'uphold upheld upholding upholds notably ' +
    // "merits further investigation" is no "further probe" (a probe needs its article).
    'investigation investigations ' +
    // "endangered species" is a category of its own ("threatened species" is another).
    'endangered ' +
    // "a doctrine advocated in certain circles" is championed, not "recommended".
    'advocate advocated advocates advocating ' +
    // "unswept spans" of memory are a noun; "incredibly enriching" is no "incredibly improving".
    'span spans enriching ' +
    // "making inquiries at the farm" asks about something; "making questions" says nothing.
    'inquiries ' +
    // "a lonely mountain spur" is a ridge, not a "push".
    'spur spurs ' +
    // "the source they're mirroring" copies a repository (read in a held-out post).
    'mirroring ' +
    // "he cultivated corn" has no "grew" in the row: "developed corn" is something else.
    'cultivated ' +
    // A spelling is not a synonym: "fulfil" → "fulfill" only changes the writer's English.
    'fulfil neighbourhood neighbourhoods tumour tumours ' +
    // "a genuinely sensational journalism" (against a sham one) is authentic, not "really" so.
    'genuinely ' +
    // "It feels like a beacon. Or a warning.": a signal sent, not a "light"; "the formidable
    // technological explosion" is enormous, not "tough"; "indispensable" and "invaluable" said
    // plainly ("needed", "very useful") fell short of the praise (read in held-out drafts).
    'beacon beacons formidable indispensable invaluable ' +
    // Resilience comes back after a blow; "strength" only withstands it (an engineering essay set
    // the two apart, read in a held-out draft).
    'resilience resilient ' +
    // "(ONRR, pronounced “honor”)" is said so, not "marked"; a plan "devised" is worked out, not
    // "invented" (read in held-out drafts).
    'pronounced devised ' +
    // "comprehensive sanctions", "a comprehensive response to multifaceted problems" cover every
    // part: "complete" claims it lacks nothing, and "thorough" speaks of rigour, not scope (read
    // in three held-out drafts). No one word says it.
    'comprehensive ' +
    // "styled in intricate ringlets" are elaborate: "complex ringlets" and "detailed ringlets" are
    // neither (read in held-out stories).
    'intricate ' +
    // "Daisy reveals snippets of gossip", "I reveal no secret", "reveals her findings to him" tell or
    // disclose; "shows" does neither (read in four held-out drafts).
    'reveal reveals revealed revealing ' +
    // "a multifaceted reclamation", "multifaceted responses" are many-sided: "complex" makes them
    // complicated, "varied" makes them differ (read in four held-out drafts).
    'multifaceted ' +
    // "I would want to eventually provide good answers" is some day, not "at last" (read in a held-out post).
    'eventually'
  ).split(' '),
  keep: {
    present: ['show'], presented: ['showed'], presenting: ['showing'], demonstrate: ['show'],
    // "it illegally yields billions of dollars" brings them in: "gives" would hand them out.
    surpassed: ['topped'], yield: ['produce'], yielded: ['produced'], yields: ['produces'], yielding: ['producing'],
    endanger: ['threaten'], endangering: ['threatening'], endangers: ['threatens'],
    vary: ['differ'], varied: ['differed'], varies: ['differs'], varying: ['differing'],
    gauge: ['estimate'], gauged: ['estimated'], gauges: ['estimates'], gauging: ['estimating'],
    notable: ['striking'], remarkable: ['striking'], vibrant: ['lively'], groundwork: ['foundation'], exceptional: ['outstanding'], holistic: ['overall'],
    revolve: ['center'], revolved: ['centered'], revolves: ['centers'], revolving: ['centering'],
    augment: ['increase'], augmenting: ['increasing'], augmented: ['increased'], augments: ['increases'],
    empower: ['enable'], empowering: ['enabling'], empowered: ['enabled'], empowers: ['enables'],
    renowned: ['famous'], akin: ['similar'], captivating: ['gripping'], beacon: ['light'], seamlessly: ['smoothly'],
    realm: ['world'], mirror: ['reflect'], mirrored: ['reflected'], mirrors: ['reflects'],
    // A key "to indicate that you do not want to publish" says so; it does not "suggest" it.
    indicate: ['show'], indicated: ['showed'], indicates: ['shows'], indicating: ['showing'],
    // "we should evolve a formula", "to evolve a new economic order" develop one; "change a
    // formula" is another act. "Develop" fits both senses; "change" only the intransitive one.
    evolve: ['develop'], evolved: ['developed'], evolves: ['develops'], evolving: ['developing'],
    // "the complex interplay between intention and outcome" acts both ways: a "link" does not
    // (read in held-out drafts).
    interplay: ['interaction'],
    // "7 facets for each paper such as tasks and domains" are aspects, not "sides".
    facet: ['aspect'], facets: ['aspects'],
    // "the resulting dangers necessitate an end" require one; dangers do not "need" anything.
    necessitate: ['require'], necessitated: ['required'], necessitates: ['requires'], necessitating: ['requiring'],
    assess: ['judge'], assessed: ['judged'], assesses: ['judges'], assessing: ['judging'],
    // "able to signify his acquiescence" is to signal it, not to "mean" it.
    signify: ['signal'], signified: ['signaled'], signifies: ['signals'], signifying: ['signaling'],
    // "an intellectual endeavor" is an effort, not an "attempt".
    endeavor: ['effort'], endeavors: ['efforts'], endeavour: ['effort'], endeavours: ['efforts'],
    // To affirm is to state, not to "corroborate"; "nurture their families" is not "raise" them.
    affirm: ['confirm'], affirmed: ['confirmed'], affirming: ['confirming'], affirms: ['confirms'],
    craft: ['make'], crafted: ['made'], crafting: ['making'], crafts: ['makes'],
    diverse: ['varied'], swiftly: ['quickly'],
    // "I would like to address the situation in Africa" speaks of it: "handle" and "tackle" would
    // manage it; "deal with" says both (read in a held-out speech).
    address: ['deal with'], addressed: ['dealt with'], addresses: ['deals with'], addressing: ['dealing with'],
    // "to influence change" is no "affect change" (a slip for "effect"), and "is influenced by
    // that" is shaped by it, not harmed (read in held-out drafts).
    influence: ['shape'], influenced: ['shaped'], influences: ['shapes'], influencing: ['shaping'],
    // "investigate further" pursues a case: "study further" goes back to school (read in a held-out plan).
    investigate: ['look into', 'examine'],
    // "avoid polished, impressive prose" is showy prose, not "great" prose; "on several occasions
    // subsequently" is later, not "then" (read in held-out drafts).
    impressive: ['striking'], subsequently: ['later'],
    // "The course would aim to improve", "we should aim to educate": a goal, which "intend" makes a
    // plan of someone's (read in three held-out drafts).
    aim: ['seek'], aimed: ['sought'], aiming: ['seeking'], aims: ['seeks'],
    // "write robust and sharable code" holds up, which "strong code" does not say; "solid" does.
    // "a more compelling narrative" grips: "more strong" is no English (read in held-out drafts).
    robust: ['solid'], compelling: ['convincing'],
    // "revolutionized communication" is no mere "changed" it (read in held-out essays).
    revolutionize: ['transform'], revolutionized: ['transformed'], revolutionizing: ['transforming'],
    // To underscore a point is to stress it, not to "show" it; "intricate problems" are not "detailed".
    underscore: ['stress'], underscores: ['stresses'], underscored: ['stressed'], underscoring: ['stressing'],
    intricate: ['complex'],
    // "customized language models" are made to order; "adapted" models are changed from others.
    customize: ['tailor'], customized: ['tailored'], customizes: ['tailors'], customizing: ['tailoring'],
    // "just" is also "only" and "barely": "precisely representable" is not "just representable".
    precisely: ['exactly'],
    // "potentially unbounded" could be so; "perhaps unbounded" doubts it.
    potentially: ['possibly'],
    // "teach him to cultivate corn" grows it: "build corn" and "develop corn" say nothing.
    cultivate: ['grow'], cultivates: ['grows'], cultivating: ['growing'],
    // "a daunting weapon" frightens; it is not a "hard weapon" (read in a held-out story).
    daunting: ['scary'],
    // "A cease-fire was achieved", "performance that can be achieved": reached, not "accomplished".
    achieve: ['reach'], achieved: ['reached'], achieves: ['reaches'], achieving: ['reaching'],
    // To grapple with the data is to struggle with it, not to "cope".
    // "a team encapsulates its expertise" wraps it up for others; it does not "sum it up".
    encapsulate: ['capture'], encapsulates: ['captures'], encapsulated: ['captured'],
    grapple: ['struggle'], grappled: ['struggled'], grapples: ['struggles'], grappling: ['struggling'],
    // "a groundbreaking paper" broke ground: "a new paper" says only that it is recent; nor
    // are "innovative developers" merely "new" ones (read in a held-out post).
    groundbreaking: ['pioneering'], innovative: ['creative', 'original'],
    // "various contractors have been suspended" are some of them, not "many" (a claim of number).
    various: ['different'],
    // "to foster the development of our countries" encourages it; "build the development" is no
    // English (read in a held-out speech).
    foster: ['encourage', 'promote'], fostered: ['encouraged', 'promoted'], fosters: ['encourages', 'promotes'], fostering: ['encouraging', 'promoting'],
    // "it is imperative that we should stand together" says it is essential, not "urgent".
    imperative: ['vital'],
  },
};

export class Lexicon {
  private readonly entries = new Map<string, LexiconEntry>();
  private readonly common: ReadonlySet<string>;
  private readonly before = new Map<string, ReadonlySet<string>>();
  private readonly after = new Map<string, ReadonlySet<string>>();
  private readonly frequent: ReadonlySet<string>;
  private readonly words: Uint8Array;

  constructor(file: LexiconFile) {
    const dropped = new Set(LEXICON_CORRECTIONS.drop);
    for (const [form, row] of Object.entries(file.forms)) {
      if (dropped.has(form)) continue;
      // Version 1 rows had no part of speech: [zipf, ai, replacement, zipf, ...].
      const hasPos = POS_VALUES.has(String(row[2]));
      const first = hasPos ? 3 : 2;
      const replacements: Replacement[] = [];
      for (let i = first; i + 1 < row.length; i += 2) replacements.push({ text: String(row[i]), zipf: Number(row[i + 1]) });
      const kept = LEXICON_CORRECTIONS.keep[form];
      const allowed = kept ? replacements.filter((r) => kept.includes(r.text)) : replacements;
      if (allowed.length === 0) continue;
      this.entries.set(form, { zipf: Number(row[0]), ai: row[1] === 1, pos: hasPos ? (row[2] as LexiconPos) : 'n', replacements: allowed });
    }
    this.common = new Set(file.common.split(' '));
    for (const [word, pair] of Object.entries(file.neighbours ?? {})) {
      const [left = '', right = ''] = pair.split('|');
      this.before.set(word, new Set(left.split(' ').filter(Boolean)));
      this.after.set(word, new Set(right.split(' ').filter(Boolean)));
    }
    this.frequent = new Set((file.neighbourWords ?? '').split(' ').filter(Boolean));
    this.words = new Uint8Array(Buffer.from(file.words ?? '', 'base64'));
  }

  /** The row of a lower-case surface form. */
  lookup(form: string): LexiconEntry | undefined {
    return this.entries.get(form);
  }

  /**
   * How well a replacement fits between two neighbours (lower case; undefined at a sentence
   * edge), from the human texts: +1 for each frequent neighbour seen beside it, -1 for each
   * frequent neighbour never seen beside it ("deal with" +1, "handle with" -1), 0 when the
   * neighbour is not a frequent word (the data say nothing about rare pairs).
   */
  fit(replacement: string, previous: string | undefined, next: string | undefined): number {
    const words = replacement.split(' ');
    const head = words[0] as string;
    const tail = words[words.length - 1] as string;
    let score = 0;
    if (previous !== undefined && this.frequent.has(previous)) score += this.before.get(head)?.has(previous) ? 1 : -1;
    if (next !== undefined && this.frequent.has(next)) score += this.after.get(tail)?.has(next) ? 1 : -1;
    return score;
  }

  /**
   * True for the few thousand most frequent words that are normally written in lower case: a
   * sentence-initial one can be lower-cased safely when a sentence gains an opener or is joined.
   */
  isCommonLowercase(word: string): boolean {
    return this.common.has(word);
  }

  /**
   * True for a word the table knows: one of the frequent words, a row of its own, or one of the
   * 74,000 words of its word filter. A typo that lands on one ("form" -> "from", "done" ->
   * "dine") is another word, not a slip.
   */
  knows(word: string): boolean {
    return this.common.has(word) || this.entries.has(word) || this.frequent.has(word) || filterHas(this.words, word);
  }

  get size(): number {
    return this.entries.size;
  }
}

let shared: Lexicon | null = null;

/** The committed table, loaded once. */
export function defaultLexicon(): Lexicon {
  shared ??= new Lexicon(lexiconJson as unknown as LexiconFile);
  return shared;
}
