/**
 * Loads the labelled corpora in ../shared/data (or $REDRAFT_DATA) for calibration and evaluation.
 * The texts stay outside the repository; only what the scripts derive from them is committed.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Label = 0 | 1; // 0 = human, 1 = AI

/** The corpora of ../shared/data (see its README). */
export type Corpus = 'essays' | 'web' | 'wild' | 'diverse' | 'assistant';

export interface Sample {
  /** Stable identifier, e.g. `essays/12/ChatGPT-4` or `web/human/foo.txt`. */
  id: string;
  corpus: Corpus;
  /**
   * Source within the corpus: `Student`, `ChatGPT-3`, `ChatGPT-4` (essays); `human`, `llm` (web);
   * the source repository (wild); the genre (diverse); the folder (assistant).
   */
  source: string;
  /** The model that wrote an AI text, when known. */
  generator?: string;
  /** Genre or domain, when the manifest gives one. */
  domain?: string;
  label: Label;
  /** Cross-validation group: texts of one group always fall in the same fold. */
  group: string;
  /** The text as Markdown (see the loaders for how the raw files are adapted). */
  text: string;
}

export interface ExcessWord {
  word: string;
  type: 'style' | 'content';
  partOfSpeech: string;
}

export function dataDir(): string {
  const fromEnv = process.env.REDRAFT_DATA;
  return path.resolve(fromEnv && fromEnv.length > 0 ? fromEnv : path.join(process.cwd(), '..', 'shared', 'data'));
}

/**
 * Parses delimiter-separated values (RFC 4180 quoting: a quoted field may hold the delimiter,
 * newlines and doubled quotes). Returns rows of raw field strings.
 */
export function parseDelimited(source: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = source.length;
  if (source.charCodeAt(0) === 0xfeff) i = 1;
  while (i < n) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field.length === 0) {
      quoted = true;
      i++;
    } else if (c === delimiter) {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\r' && source[i + 1] === '\n') {
      i++;
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
      i++;
    }
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The essays put one paragraph per line (often with a leading space). Lines become Markdown
 * paragraphs: trimmed, separated by blank lines, so indentation never turns prose into code.
 */
export function essayToMarkdown(raw: string): string {
  return raw
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join('\n\n');
}

/**
 * The web samples are hard-wrapped and often indented. Trimming each line keeps Markdown from
 * reading indented lines as code; single newlines then join into paragraphs, blank lines split them.
 */
export function webToMarkdown(raw: string): string {
  return raw
    .split(/\r?\n/)
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function loadEssays(dir = dataDir()): Sample[] {
  const file = path.join(dir, 'essays-train.csv');
  const rows = parseDelimited(fs.readFileSync(file, 'utf8'), ';');
  const header = rows.shift();
  if (!header) throw new Error(`${file}: empty`);
  const col = (name: string): number => {
    const k = header.findIndex((h) => h.trim() === name);
    if (k < 0) throw new Error(`${file}: no column ${name}`);
    return k;
  };
  const idCol = col('id');
  const sources: Array<[string, Label]> = [
    ['Student', 0],
    ['ChatGPT-3', 1],
    ['ChatGPT-4', 1],
  ];
  const out: Sample[] = [];
  for (const row of rows) {
    if (row.length < header.length) continue;
    const prompt = (row[idCol] ?? '').trim();
    for (const [source, label] of sources) {
      const raw = row[col(source)] ?? '';
      const text = essayToMarkdown(raw);
      if (text.length === 0) continue;
      out.push({ id: `essays/${prompt}/${source}`, corpus: 'essays', source, label, group: `essays/${prompt}`, text });
    }
  }
  return out;
}

export function loadWebSamples(dir = dataDir()): Sample[] {
  const out: Sample[] = [];
  for (const [source, label] of [
    ['human', 0],
    ['llm', 1],
  ] as Array<[string, Label]>) {
    const folder = path.join(dir, 'web-samples', source);
    for (const name of fs.readdirSync(folder).filter((f) => f.endsWith('.txt')).sort()) {
      const text = webToMarkdown(fs.readFileSync(path.join(folder, name), 'utf8'));
      if (text.length === 0) continue;
      // Several llm files continue a human one under a similar name; group by the stem so a
      // pair never straddles folds.
      out.push({ id: `web/${source}/${name}`, corpus: 'web', source, label, group: `web/${webStem(name)}`, text });
    }
  }
  return out;
}

/** A file name without the marks of who wrote it or how: `gpt_santos_long` and `cnn_santos` meet. */
export function webStem(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.txt$/, '')
    .replace(/^(cleaned_|gpt4?[-_]|cgpt_|bing_([a-z]_)?|bard_|dv_t\d_|cnn_|reuters_)+/, '')
    .replace(/(_generated|_short|_long)+$/, '')
    .replace(/([a-z])\d$/, '$1');
}

export function loadExcessWords(dir = dataDir()): ExcessWord[] {
  const rows = parseDelimited(fs.readFileSync(path.join(dir, 'llm-excess-words.csv'), 'utf8'), ',');
  const header = rows.shift() ?? [];
  const w = header.indexOf('word');
  const t = header.indexOf('type');
  const p = header.indexOf('part_of_speech');
  return rows
    .filter((r) => (r[w] ?? '').length > 0)
    .map((r) => ({
      word: (r[w] ?? '').trim().toLowerCase(),
      type: (r[t] ?? '').trim() === 'content' ? 'content' : 'style',
      partOfSpeech: (r[p] ?? '').trim(),
    }));
}

/** Rows of a CSV manifest as objects keyed by its header. */
function readManifest(file: string): Array<Record<string, string>> {
  const rows = parseDelimited(fs.readFileSync(file, 'utf8'), ',');
  const header = (rows.shift() ?? []).map((h) => h.trim());
  return rows
    .filter((r) => r.length >= header.length)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** The short name of a source repository: `18F/18f.gsa.gov` -> `18f.gsa.gov`. */
const repoName = (repo: string): string => repo.split('/').pop() ?? repo;

/**
 * wild-train: human Markdown posts and design documents before November 2022 and outputs of
 * about 60 chat models, grouped as the manifest says (texts of one group never straddle folds).
 */
export function loadWild(dir = dataDir()): Sample[] {
  const base = path.join(dir, 'wild-train');
  return readManifest(path.join(base, 'manifest.csv')).map((r) => {
    const label: Label = r.label === 'ai' ? 1 : 0;
    const sample: Sample = {
      id: `wild/${r.id}`,
      corpus: 'wild',
      source: repoName(r.source_repo ?? ''),
      label,
      group: `wild/${r.group}`,
      domain: r.domain,
      text: fs.readFileSync(path.join(base, r.file ?? ''), 'utf8'),
    };
    if (label === 1 && r.generator) sample.generator = r.generator;
    return sample;
  });
}

/**
 * human-diverse: forum answers, fiction, speeches, e-mail, essays, news and encyclopedia pieces.
 * Plain texts: leading indentation is dropped so Markdown never reads a paragraph as code.
 */
export function loadDiverse(dir = dataDir()): Sample[] {
  const base = path.join(dir, 'human-diverse');
  return readManifest(path.join(base, 'manifest.csv')).map((r) => ({
    id: `diverse/${r.id}`,
    corpus: 'diverse' as const,
    source: r.genre ?? 'unknown',
    label: 0 as const,
    group: `diverse/${r.group}`,
    domain: r.genre,
    text: plainToMarkdown(fs.readFileSync(path.join(base, r.file ?? ''), 'utf8')),
  }));
}

/** Plain text as Markdown: lines trimmed at the start (no accidental code blocks), blank runs collapsed. */
export function plainToMarkdown(raw: string): string {
  return raw
    .split(/\r?\n/)
    .map((l) => l.replace(/^[ \t]+/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The assistant's folders: workplace, technical Markdown, personal/academic, and "make it sound human". */
export const ASSISTANT_FOLDERS = ['work', 'tech', 'life', 'humanized'] as const;

/** assistant/: texts by a current chat assistant; each folder is its own group for cross-validation by request kind. */
export function loadAssistant(dir = dataDir()): Sample[] {
  const out: Sample[] = [];
  for (const folder of ASSISTANT_FOLDERS) {
    const base = path.join(dir, 'assistant', folder);
    for (const r of readManifest(path.join(base, 'manifest.csv'))) {
      out.push({
        id: `assistant/${folder}/${r.file}`,
        corpus: 'assistant',
        source: folder,
        generator: 'assistant-2025',
        label: 1,
        group: `assistant/${folder}/${r.file}`,
        domain: r.genre,
        text: fs.readFileSync(path.join(base, r.file ?? ''), 'utf8'),
      });
    }
  }
  return out;
}

export function loadAll(dir = dataDir()): Sample[] {
  return [...loadEssays(dir), ...loadWebSamples(dir), ...loadWild(dir), ...loadDiverse(dir), ...loadAssistant(dir)];
}
