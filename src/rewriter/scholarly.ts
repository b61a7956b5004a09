/**
 * A scholarly draft (a paper's abstract, a report with citations) is written in a formal register,
 * and a conversational voice clashes with it: "Many previous attempts" had become "A lot of
 * previous attempts" and "a wide range of tasks" "all kinds of tasks" in held-out abstracts. When
 * the run left formality to the plan, such a draft is rewritten at SCHOLARLY_FORMALITY at least.
 * A formality the writer chose is kept as given.
 */
import type { RewritePlan } from './plan';

/** The formality a scholarly draft is rewritten at, at least, when formality was sampled. */
export const SCHOLARLY_FORMALITY = 4;

/** What papers say of themselves and how they cite; two different ones make a draft scholarly. */
const MARKERS: readonly RegExp[] = [
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

export function isScholarly(text: string): boolean {
  let hits = 0;
  for (const marker of MARKERS) if (marker.test(text) && ++hits >= 2) return true;
  return false;
}

/** The plan the transforms follow: the run's plan, its sampled formality raised for a scholarly draft. */
export function registerPlan(plan: RewritePlan, text: string): RewritePlan {
  if (!plan.sampled.includes('formality') || plan.formality >= SCHOLARLY_FORMALITY || !isScholarly(text)) return plan;
  return { ...plan, formality: SCHOLARLY_FORMALITY };
}
