/**
 * Voice by persona and tone. Each preset voice brings a few sentence openers a writer of that
 * kind uses ("In my experience,", "Put simply,", "Looking back,"), filtered by formality, and
 * some voices drop hedges ("arguably", "it could be argued that"). Openers go on sentences of a
 * decent length that do not already open with a word and a comma, spread over the text.
 */
import { analyseDraft, applySpanEdits, capitalize, type Draft, type Edit, type WordToken } from '../draft';
import { personaVoice, toneVoice, type Marker } from '../presets';
import { isFiniteVerb, tagWords } from '../tagger';
import type { TransformContext } from './context';
import { CLAUSE_OPENERS } from './sentences';
import { spanViews, touchesProtected } from './spans';

/** One opener per this many sentences at full intensity. */
const SENTENCES_PER_MARKER = 6;
const MIN_SENTENCE_WORDS = 8;

const HEDGES: ReadonlyArray<[RegExp, string]> = [
  [/\bit could be argued that /giu, ''],
  [/\bit can be said that /giu, ''],
  [/\b(?:arguably|perhaps|possibly|potentially),? (?=\p{L})/giu, ''],
  [/\b(may|might|could) (?:potentially|possibly)\b/giu, '$1'],
  [/\bto some extent,? /giu, ''],
];

/** The openers of the persona and tone given (either may be left out), within the formality. */
export function markersFor(formality: number, persona: string | undefined, tone: string | undefined): Marker[] {
  const all = [...(persona === undefined ? [] : personaVoice(persona).markers), ...(tone === undefined ? [] : toneVoice(tone).markers)];
  return all.filter((m) => formality >= m.min && formality <= m.max);
}

export function applyVoice(draft: Draft, ctx: TransformContext): void {
  const { plan } = ctx;
  // A voice the writer did not ask for says nothing of its own: a sampled persona or tone is
  // recorded on the plan, but its openers ("Best of all,", "As far as I can tell,") and its cut
  // hedges would put the rewriter's claims in the writer's mouth.
  const persona = plan.sampled.includes('persona') ? undefined : plan.persona;
  const tone = plan.sampled.includes('tone') ? undefined : plan.tone;
  if ((persona !== undefined && personaVoice(persona).cutsHedges) || (tone !== undefined && toneVoice(tone).cutsHedges)) cutHedges(draft, ctx);
  const markers = markersFor(plan.formality, persona, tone);
  if (markers.length === 0) return;

  const analysis = analyseDraft(draft);
  // "I think she knew she had been chosen": a writer's stance put on a story's narration changes
  // what the story says, so a narrative draft keeps its voice as written.
  if (isNarrative(analysis, draft)) return;
  const views = new Map(spanViews(draft, analysis).map((v) => [v.index, v]));
  // Openers an earlier pass put in count toward the plan's number and are not used again: a
  // voice says "As far as I can tell" once, not four times in a memo.
  const rendered = analysis.sentences.map((s) => views.get(s.span)?.span.text.slice(s.start, s.end).toLowerCase() ?? '');
  const used = new Set(markers.filter((m) => rendered.some((r) => r.startsWith(m.text.toLowerCase()))).map((m) => m.text));
  const openingSentence = analysis.sentences[0];
  // Each span's words, gathered once (the verb check tags a span's words together).
  const bySpan = new Map<number, WordToken[]>();
  for (const w of analysis.words) {
    const list = bySpan.get(w.span);
    if (list) list.push(w);
    else bySpan.set(w.span, [w]);
  }
  const wordsOf = (span: number): WordToken[] => bySpan.get(span) ?? [];
  const candidates = analysis.sentences.filter((s, i) => {
    const view = views.get(s.span);
    const first = analysis.words[s.firstWord];
    const second = analysis.words[s.firstWord + 1];
    if (!view || view.span.heading || !s.whole || s.endWord - s.firstWord < MIN_SENTENCE_WORDS || !first || !second) return false;
    // Not the opening sentence (where an assistant's "Here's…" was: "We have found that this is
    // a draft memo"), not a list item or a quotation block (a bullet states one point), and not
    // an instruction, a commitment or a sentence that addresses the reader: "I suspect that you
    // must update both route tables" and "As far as I can tell, your pay will not change" say
    // something else than the draft; nor one about the text itself ("This memo introduces…").
    // Nor on what the writer states of themselves: "As far as I can tell, I have a Bachelor of
    // Communication", "I suspect that we considered an event store", "Oddly enough, I appreciate…".
    if (s === openingSentence || view.span.listOrQuote || COMMITMENT.test(rendered[i] ?? '') || NO_OPENER_SUBJECT.test(first.text)) return false;
    // Nor on a sentence that narrates, even outside a story: "I think he pointed with his finger".
    if (narrates(analysis, s)) return false;
    // Nor on a fact: a figure or a name in the sentence ("I think the average temperature is
    // rising at 0.2°C per decade", "In my experience, the emirate's … Jebel Ali Port …"), or
    // past events told ("In my experience, the prosecution had been unable to…"). A stance
    // there doubts what the writer reports, or claims an experience the writer never had.
    if (statesFact(analysis, s, view.span.text.slice(s.start, s.end))) return false;
    // Nor on what others say or think ("In my view, his friends say that he may have been a bad
    // man", "I think some would even say…", "In my view, they also worry when…"): an opener makes
    // the writer own or doubt someone else's words (read in held-out essays and posts).
    if (REPORTED.test(view.span.text.slice(s.start, s.end))) return false;
    // Nor on a fragment with no verb ("Happily, the impact of testing on teacher education."):
    // an opener makes a heading-like line read as a broken sentence.
    if (!hasVerb(view.span.text, wordsOf(s.span), s)) return false;
    // Nor on a sentence that introduces a list or a table ("…gets its own key and a range:").
    if (/:\s*$/u.test(view.span.text.slice(s.start, s.end + 1))) return false;
    // "APE", "REST", "iOS" at a sentence start are names, not words to lower-case.
    if (first.guarded || first.name || !/^\p{Lu}\P{Lu}*$/u.test(first.text)) return false;
    // Already opens with an opener ("However, ...", "Then again, ...") or a quotation: leave it.
    const rest = view.span.text.slice(s.start).toLowerCase();
    // An opener a previous pass added ("It turns out that …") is not added again.
    if (markers.some((m) => rest.startsWith(m.text.toLowerCase()))) return false;
    if (/^(?:\S+ ){0,2}\S+[,:;]/u.test(view.span.text.slice(s.start)) || /["\u201c']/u.test(view.span.text.slice(s.start - 1, s.start))) return false;
    // "If you ask me, send the form…": an opener goes before a subject, never an imperative.
    return CLAUSE_OPENERS.has(first.text.toLowerCase());
  });
  const wanted = Math.round((analysis.sentences.length / SENTENCES_PER_MARKER) * ctx.intensity) - used.size;
  const fresh = markers.filter((m) => !used.has(m.text));
  if (wanted <= 0 || candidates.length === 0 || fresh.length === 0) return;

  // Spread the openers: one per stretch of the candidate list, never two in a row, each at most once.
  const count = Math.min(wanted, Math.ceil(candidates.length / 2), fresh.length);
  const order = ctx.rng.shuffle(fresh);
  const edits: Array<Edit & { span: number }> = [];
  let lastPicked = -2;
  // A first-person stance ("I think", "In my experience,") goes only on a sentence that already
  // judges something: on a report it doubts the report or owns someone else's belief ("I think
  // the cosmos emerges out of violence", said of a myth the essay describes).
  const sentenceText = (c: number): string => {
    const s = candidates[c];
    return s === undefined ? '' : (views.get(s.span)?.span.text.slice(s.start, s.end) ?? '');
  };
  // An experience ("In my experience,", "We have found that") goes only on what generally
  // happens, never on a definition, a principle, a comparison in history or a piece of news
  // ("In my experience, it means the absence of hunger", "In my experience, people are also
  // signing up to work remotely"); a view not on a sentence already hedged by a modal ("In my
  // experience, it may be worth while to point out").
  const fits = (c: number, experience: boolean): boolean => {
    const t = sentenceText(c);
    if (!JUDGES.test(t) || MODAL.test(t)) return false;
    return !experience || (GENERAL.test(t) && !PROGRESSIVE.test(t));
  };
  for (let k = 0; k < count; k++) {
    const from = Math.floor((k * candidates.length) / count);
    const to = Math.floor(((k + 1) * candidates.length) / count);
    const marker = order[k] as Marker;
    const stance = STANCE.test(marker.text);
    const experience = EXPERIENCE.test(marker.text);
    let index = from + ctx.rng.int(Math.max(1, to - from));
    if (index === lastPicked + 1 && index + 1 < to) index++;
    // A glad opener ("Happily,", "Best of all,") never goes on bad news: "Happily, it is
    // hypocritical to not allow…" says the opposite of what the writer meant.
    // Nor on a sentence with no good in it: "Happily, the first-rate writers of the new
    // countries are really almost exactly like the second-rate" turns a criticism into praise.
    if (GLAD.test(marker.text) && (BAD_NEWS.test(sentenceText(index)) || !GOOD_NEWS.test(sentenceText(index)))) continue;
    // A stance looks for a judging sentence in its stretch.
    if (stance && !fits(index, experience)) {
      const other = Array.from({ length: Math.max(0, to - from) }, (_, j) => from + j).find((c) => c !== lastPicked + 1 && fits(c, experience));
      if (other === undefined) continue;
      index = other;
    }
    if (index === lastPicked + 1) continue;
    lastPicked = index;
    const s = candidates[index];
    const first = s && analysis.words[s.firstWord];
    if (!s || !first) continue;
    edits.push({ span: s.span, start: first.start, end: first.end, text: `${marker.text} ${lowerUnlessName(first)}` });
    ctx.changes.markers.push(marker.text);
  }
  applySpanEdits(draft, edits);
}

/**
 * Sentence openings that take no opener: what the writer states of themselves, what they ask of
 * the reader, and sentences about the text itself (see the candidates in `applyVoice`); and
 * "that", which after "I think" reads as "I think that …" ("That makes me laugh now" is not "I
 * think that makes me laugh now").
 */
const NO_OPENER_SUBJECT = /^(?:i|we|my|our|you|your|this|these|here|that)$/iu;

/** Openers that put the writer's own belief or experience on a sentence. */
const STANCE = /^(?:I |In my |In our |We have |As I |If you ask me|It seems to me|For me,)/u;

/** Stance openers that claim the writer's experience, not only a view. */
const EXPERIENCE = /^(?:In (?:my|our) experience|(?:I|We) have (?:found|seen) that|I find that)/u;

/** What generally happens: the only thing an experience can vouch for. */
const GENERAL = /\b(?:usually|often|always|never|rarely|seldom|sometimes|typically|generally|tends?|most|many|people|teams?|patients|students|families|customers|everyone|anyone)\b/iu;

/** Something going on now ("are signing up"): news, not experience. */
const PROGRESSIVE = /\b(?:is|are|was|were)\s+(?:also\s+|now\s+|still\s+)?\p{L}+ing\b/iu;

/** A modal already hedges or weighs the claim; a stance on top doubles it. */
const MODAL = /\b(?:may|might|could|would)\b/iu;

/** Verbs that report what others say or think. */
const REPORTED = /\b(?:say|says|said|argue[sd]?|arguing|claim(?:s|ed)?|believe[sd]?|thinks?|thought|worr(?:y|ies|ied)|feels?|felt|report(?:s|ed)?|insist(?:s|ed)?|suggest(?:s|ed)?|admit(?:s|ted)?|complain(?:s|ed)?|tell|tells|told)\b/iu;

/** Openers that welcome what follows. */
const GLAD = /^(?:Happily|Thankfully|Luckily|Best of all|Even better)/u;

/** Bad news or a denial: what a glad opener must not welcome. */
const BAD_NEWS =
  /\b(?:not|no|never|nor|cannot|without|wrong|bad|worse|worst|fail\w*|problems?|risks?|hypocritical|unfair|hard|difficult|lack\w*|lose|losing|lost|loss|danger\w*|harm\w*|sad\w*|poor|cost\w*|damage\w*|broken|crisis|threat\w*)\b|n['\u2019]t\b/iu;

/** Good news: what a glad opener may welcome. */
const GOOD_NEWS =
  /\b(?:good|great|better|best|easy|easier|helps?|helped|works?|worked|improv\w*|wins?|won|success\w*|glad|happy|love[sd]?|enjoy\w*|safe|saves?|saved|faster|cheaper|free|fixed|solved|recover\w*|thriv\w*|gains?|benefit\w*|welcome\w*)\b/iu;

/** Words of judgement: a sentence holding one already gives a view a stance opener can own. */
const JUDGES =
  // Not "right", "too", "helps": "decide who is right" reports, "He tries to fix things" plans.
  /\b(?:should|ought|better|best|worse|worst|important|good|bad|great|hard|easy|difficult|worth|useful|valuable|wrong|fair|unfair|wise|mistake|key|essential|necessary|effective|ineffective)\b/iu;

/** Instructions and commitments: a stance opener would hedge what the writer asks or promises. */
const COMMITMENT = /\b(?:must|should|shall|will|won['\u2019]t|need to|needs to|have to|has to|cannot|can['\u2019]t|please)\b/iu;

/** A line of speech: a quotation next to a verb of saying ("…,” she says", "he asked, “…"). */
const DIALOGUE = /[\u201d"]\s*(?:\p{L}+\s+)?(?:says|said|asks|asked|whispers|whispered|replies|replied|murmurs|murmured|shouts|shouted)\b|\b(?:says|said|asks|asked|whispers|whispered|replies|replied)[,:]?\s*[\u201c"]/gu;

/** Share of sentences that narrate (see `isNarrative`) from which a draft reads as a story. */
export const NARRATIVE_SHARE = 0.2;
const NARRATOR = /^(?:he|she|they|his|her|their|it|i|we|my|our)$/u;
const PAST =
  /^(?:was|were|had|did|said|went|knew|saw|felt|came|took|thought|made|found|stood|sat|looked|turned|held|told|heard|began|left|ran|got|gave|kept|let|seemed|sent|brought|bought|caught|taught|fought|built|spent|lost|met|paid|sold|won|wore|wrote|drove|rode|spoke|broke|chose|fell|flew|forgot|froze|grew|hid|hung|laid|led|meant|rang|rose|shook|slept|sang|sank|stole|struck|threw|understood|woke|bent|blew|bit|drew|drank|ate|fled|swore|tore|knelt|slid|spun|stuck|swept|wept|became|overcame|withdrew|sought|dealt|fed|lit|shot|shut|swam|swung|wove|dug|bore|forgave|upheld|undertook|underwent|arose|awoke|\p{L}+ed)$/u;

/**
 * A draft reads as a story when enough of its sentences narrate: a pronoun subject followed,
 * within three words, by a past-tense verb ("She tore open the paper", "I was one of his chosen
 * warriors"). A cover letter's "I worked at a studio…" counts too: a voice's openers do not
 * belong there either.
 */
function isNarrative(analysis: ReturnType<typeof analyseDraft>, draft: Draft): boolean {
  // A story told in the present tense ("They stand facing each other") narrates with no past
  // verb; its dialogue gives it away: three lines of speech with a verb of saying.
  const spoken = draft.spans.reduce((n, span) => n + (span.text.match(DIALOGUE) ?? []).length, 0);
  if (spoken >= 3) return true;
  let sentences = 0;
  let narrating = 0;
  for (const s of analysis.sentences) {
    if (s.endWord - s.firstWord < 4) continue;
    sentences++;
    if (narrates(analysis, s)) narrating++;
  }
  return sentences > 0 && narrating / sentences >= NARRATIVE_SHARE;
}

/** A pronoun subject followed, within three words, by a past-tense verb: "She tore open the paper". */
function narrates(analysis: ReturnType<typeof analyseDraft>, s: { firstWord: number; endWord: number }): boolean {
  const words = analysis.words.slice(s.firstWord, Math.min(s.endWord, s.firstWord + 4)).map((w) => verbBase(w.text));
  return NARRATOR.test(words[0] ?? '') && words.slice(1).some((w) => PAST.test(w));
}

/**
 * A figure in the sentence, a name after its first word, or a past-tense verb anywhere in it
 * ("In my view, the suppression of useless offices enabled us to discontinue our taxes" doubts
 * what happened).
 */
function statesFact(analysis: ReturnType<typeof analyseDraft>, s: { firstWord: number; endWord: number }, sentence: string): boolean {
  if (/\p{N}/u.test(sentence)) return true;
  const words = analysis.words.slice(s.firstWord, s.endWord);
  if (words.slice(1).some((w) => w.name)) return true;
  return words.slice(1).some((w) => PAST.test(verbBase(w.text)));
}

/** Lower case, a negative contraction's verb bare: "wasn’t" is "was", "didn't" "did". */
function verbBase(word: string): string {
  return word.toLowerCase().replace(/n['\u2019]t$/u, '');
}

/** True when the tagger reads a verb or an auxiliary among the sentence's words. */
function hasVerb(text: string, spanWords: readonly WordToken[], s: { start: number; end: number }): boolean {
  const tags = tagWords(text, spanWords.map((w) => [w.start, w.end] as const));
  // An -ing form is no finite verb: "the impact of high-stakes testing on learning" has none.
  return spanWords.some((w, i) => w.start >= s.start && w.end <= s.end && isFiniteVerb(tags[i], w.text));
}

function lowerUnlessName(word: WordToken): string {
  if (word.text === 'I' || /^I['\u2019]/u.test(word.text)) return word.text;
  return word.text.charAt(0).toLowerCase() + word.text.slice(1);
}

function cutHedges(draft: Draft, ctx: TransformContext): void {
  const analysis = analyseDraft(draft);
  const edits: Array<Edit & { span: number }> = [];
  for (const view of spanViews(draft, analysis)) {
    const text = view.span.text;
    for (const [re, replacement] of HEDGES) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const start = m.index;
        const end = start + m[0].length;
        if (touchesProtected(view, start, end)) continue;
        const out = replacement.replace('$1', m[1] ?? '');
        if (view.sentenceStarts.has(start) && out === '') {
          const next = text.charAt(end);
          edits.push({ span: view.index, start, end: end + 1, text: capitalize(next) });
        } else {
          edits.push({ span: view.index, start, end, text: out });
        }
        ctx.changes.hedges++;
      }
    }
  }
  applySpanEdits(draft, edits);
}
