/**
 * "a" or "an" by the sound of the word that follows. Every stage that changes the word after an
 * article asks here: a replaced word ("an exceptional" -> "a rare") and a cut or rephrased
 * phrase ("a truly honest" -> "an honest").
 */
import { matchCase } from '../draft';

export function startsWithVowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(?:uni|use|usu|uti|eu|one|once|ur)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}

/** The article written as `article` should be before `next`, or null when it already is. */
export function fixedArticle(article: string, next: string): string | null {
  const lower = article.toLowerCase();
  if (lower !== 'a' && lower !== 'an') return null;
  const wanted = startsWithVowelSound(next) ? 'an' : 'a';
  return wanted === lower ? null : matchCase(article, wanted);
}
