/**
 * Word choice. AI-typical words (the LLM excess-vocabulary list) are replaced by WordNet
 * synonyms; with `common_words_enabled`, other uncommon words are too, whenever a synonym is
 * common enough. `min_zipf` is the floor for a replacement's frequency when common words are
 * preferred (an AI-typical word with no synonym that common gets its most common synonym, when
 * that is more common than the word); without that preference any listed synonym may be chosen.
 */
import { analyseDraft, applySpanEdits, matchCase, type Draft, type Edit, type WordToken } from '../draft';
import type { Replacement } from '../lexicon';
import type { TransformContext } from './context';
import { spanViews } from './spans';

export function replaceVocabulary(draft: Draft, ctx: TransformContext): void {
  const analysis = analyseDraft(draft);
  const edits: Array<Edit & { span: number }> = [];
  const { plan } = ctx;
  for (const view of spanViews(draft, analysis)) {
    const text = view.span.text;
    view.words.forEach((word, k) => {
      if (word.guarded || word.name) return;
      // A sentence opener the transitions stage chose to keep ("Moreover, ...") stays as it is.
      if (word.sentenceStart && text.charAt(word.end) === ',') return;
      const lower = word.text.toLowerCase();
      if (word.text !== lower && !(word.sentenceStart && word.text === matchCase(word.text, lower))) return;
      const entry = ctx.lexicon.lookup(lower);
      if (!entry) return;
      const eligible = entry.ai || (plan.common_words_enabled && entry.zipf < plan.min_zipf);
      if (!eligible || !ctx.rng.chance(entry.ai ? ctx.intensity : ctx.intensity * 0.8)) return;
      const choice = choose(entry.replacements, entry.zipf, entry.ai, ctx);
      if (!choice) return;
      const prev = view.words[k - 1];
      const next = view.words[k + 1];
      // "help help", "use of use": a replacement that repeats a neighbour reads as a slip.
      if (choice.text === prev?.text.toLowerCase() || choice.text === next?.text.toLowerCase()) return;
      const replacement = matchCase(word.text, participle(choice.text, prev?.text));
      edits.push({ span: view.index, start: word.start, end: word.end, text: replacement });
      const article = prev && articleFix(text, prev, word, replacement);
      if (article) edits.push({ span: view.index, ...article });
      ctx.changes.replacements.push({ from: lower, to: choice.text, zipf: choice.zipf, ai: entry.ai });
    });
  }
  applySpanEdits(draft, edits);
}

function choose(options: readonly Replacement[], ownZipf: number, ai: boolean, ctx: TransformContext): Replacement | null {
  const { plan, rng } = ctx;
  if (!plan.common_words_enabled) return options.length > 0 ? rng.pick(options) : null;
  // Everyday wording: at least min_zipf, and for a plain uncommon word, more common than it.
  const fit = options.filter((o) => o.zipf >= plan.min_zipf && (ai || o.zipf > ownZipf));
  if (fit.length === 0) {
    // An AI-typical word is still worth replacing: by its most common synonym, if that is at
    // least more common than the word itself.
    if (!ai) return null;
    const best = [...options].sort((a, b) => b.zipf - a.zipf)[0];
    return best && best.zipf > ownZipf ? best : null;
  }
  const ranked = [...fit].sort((a, b) => b.zipf - a.zipf);
  return rng.pick(ranked.slice(0, 2));
}

/** Past forms whose participle differs: "have demonstrated" becomes "have shown", not "have showed". */
const PARTICIPLES: Record<string, string> = {
  showed: 'shown', grew: 'grown', gave: 'given', took: 'taken', began: 'begun', drove: 'driven', rose: 'risen',
  wrote: 'written', chose: 'chosen', knew: 'known', saw: 'seen', went: 'gone', fell: 'fallen', hid: 'hidden',
  spoke: 'spoken', broke: 'broken', overcame: 'overcome', became: 'become', undertook: 'undertaken', drew: 'drawn',
};
const AUXILIARY = /^(?:has|have|had|having|is|are|was|were|be|been|being)$|['\u2019](?:ve|re|d)$/iu;

function participle(form: string, previous: string | undefined): string {
  const [head, ...rest] = form.split(' ');
  const swapped = head !== undefined && previous !== undefined && AUXILIARY.test(previous) ? PARTICIPLES[head] : undefined;
  return swapped ? [swapped, ...rest].join(' ') : form;
}

/** "an exceptional" -> "a rare": the article before a replaced word follows its first sound. */
function articleFix(text: string, prev: WordToken, word: WordToken, replacement: string): Edit | null {
  const lower = prev.text.toLowerCase();
  if ((lower !== 'a' && lower !== 'an') || text.slice(prev.end, word.start) !== ' ') return null;
  const wanted = startsWithVowelSound(replacement) ? 'an' : 'a';
  if (wanted === lower) return null;
  return { start: prev.start, end: prev.end, text: matchCase(prev.text, wanted) };
}

function startsWithVowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(?:uni|use|usu|uti|eu|one|once|ur)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}
