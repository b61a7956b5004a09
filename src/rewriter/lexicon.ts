/**
 * The replacement table distilled by scripts/build-lexicon.ts (WordNet synonyms, SUBTLEX-US Zipf
 * frequencies, the LLM excess-vocabulary list). Rows are keyed by surface form, already
 * inflected: "utilizes" -> "uses", so a replacement never needs morphology at run time.
 */
import lexiconJson from './lexicon.json';

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
  replacements: Replacement[];
}

interface LexiconFile {
  version: number;
  forms: Record<string, Array<string | number>>;
  common: string;
}

export class Lexicon {
  private readonly entries = new Map<string, LexiconEntry>();
  private readonly common: ReadonlySet<string>;

  constructor(file: LexiconFile) {
    for (const [form, row] of Object.entries(file.forms)) {
      const replacements: Replacement[] = [];
      for (let i = 2; i + 1 < row.length; i += 2) replacements.push({ text: String(row[i]), zipf: Number(row[i + 1]) });
      this.entries.set(form, { zipf: Number(row[0]), ai: row[1] === 1, replacements });
    }
    this.common = new Set(file.common.split(' '));
  }

  /** The row of a lower-case surface form. */
  lookup(form: string): LexiconEntry | undefined {
    return this.entries.get(form);
  }

  /**
   * True for the few thousand most frequent words that are normally written in lower case: a
   * sentence-initial one can be lower-cased safely when a sentence gains an opener or is joined.
   */
  isCommonLowercase(word: string): boolean {
    return this.common.has(word);
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
