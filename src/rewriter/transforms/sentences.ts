/**
 * Sentence lengths varied. Generated prose keeps its sentences near one length; people mix short
 * and long ones. A long sentence is split where two clauses meet (", and the", ", but it",
 * "; "), and a pair of short neighbours is joined. Both happen inside one prose span only, so
 * nothing moves across inline code, links or line breaks.
 */
import { analyseDraft, applySpanEdits, capitalize, type Draft, type Edit, type SentenceRange, type WordToken } from '../draft';
import { isFiniteVerb, isParticipleOnly, tagWords } from '../tagger';
import { PARTICIPLES } from './contractions';
import type { TransformContext } from './context';
import { OPENS_ONLY_SUBORDINATE, SPEECH_TAG, SUBORDINATOR, spanViews } from './spans';

/**
 * Words that can open a clause of their own: a split only happens before one of these, a join
 * and a voice opener only go before a sentence that starts with one.
 */
export const CLAUSE_OPENERS = new Set(
  ('the this that these those it they we i he she you there many most some our their his her its my ' +
    'your a an one each every no all such people this').split(' '),
);

const SPLIT_SIDE_MIN = 6;
/** A sentence opening with a condition or a wish, whose main clause comes after the cut. */
// "As the weeks turn into months, and the months turn into years, our conversations…": "as"
// opens a clause of time too (read in a held-out story), but not "As a result,", "As such,".
// (After a conjunction too: "But as the years turn into decades, and the decades…", held-out story.)
const OPENS_SUBORDINATE = new RegExp(`^(?:(?:but|and|yet|or)\\s+)?(?:${SUBORDINATOR}|may|let|as(?! (?:a result|such|well|usual|always|ever|expected|noted|mentioned)\\b))\\b`, 'iu');
const JOIN_MAX_WORDS = 14;
/** A list item opening with its verb, no subject: "Has more than 1 correct answer", "Is tested". */
const VERB_FIRST = /^(?:Has|Have|Is|Are|Was|Were|Can|Could|Should|Must|Will|Would|Does|Do|Contains?|Includes?|Requires?|Provides?|Uses?|Needs?|Makes?|Gives?|Shows?|Supports?|Allows?|Gets?|Takes?)\b/u;
/** A person other than the subject in a sentence: "at the boy", "told him", "her sister". */
const OTHER_PERSON = /\b(?:him|her|the (?:\p{L}+ )?(?:boy|girl|man|woman|child|lad|fellow|gentleman|lady|stranger|doctor|officer|soldier|men|women|brother|sister|father|mother|son|daughter|husband|wife|friend|uncle|aunt|king|queen|priest|captain|driver|boss|teacher|student|nurse|guard|clerk))\b/iu;
/**
 * A sentence shorter than this is not joined to the next: "Nothing." or "Connected." is a
 * fragment the writer set apart ("You check your phone. Nothing. You glance back" read
 * "Nothing, and you glance back").
 */
const JOIN_MIN_WORDS = 4;
/**
 * A short sentence after another is its punchline or its turn: "more than just a babysitter. She
 * was a fighter.", "his heart began to beat again. He was not guilty." read as two events when
 * joined with "and" (read in held-out drafts). Only a next sentence of this many words or more is joined on.
 */
const JOIN_MIN_NEXT_WORDS = 6;

/**
 * How hard each quality varies the rhythm: sentences from `minWords` words on are split with
 * probability `split` (times the pass's intensity), neighbours of up to JOIN_MAX_WORDS words are
 * joined with probability `join`. `high` splits shorter sentences and joins more often.
 */
export const RHYTHM: Record<'standard' | 'high', { minWords: number; split: number; join: number }> = {
  standard: { minWords: 18, split: 0.75, join: 0.45 },
  high: { minWords: 16, split: 0.9, join: 0.6 },
};

export function varySentences(draft: Draft, ctx: TransformContext): void {
  const analysis = analyseDraft(draft);
  const edits: Array<Edit & { span: number }> = [];
  const { words } = analysis;
  const spans = new Map(spanViews(draft, analysis).map((v) => [v.index, v]));
  const sentences = analysis.sentences.filter((s) => s.whole && !(draft.spans[s.span]?.heading ?? true));
  let skipNext = false;
  const rhythm = RHYTHM[ctx.quality === 'high' ? 'high' : 'standard'];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as SentenceRange;
    if (skipNext) {
      skipNext = false;
      continue;
    }
    const text = spans.get(s.span)?.span.text ?? '';
    const length = s.endWord - s.firstWord;
    // "- Has more than 1 correct answer, and there is general consensus that…": a list item that
    // opens with its verb, its subject left out, is a criterion; cut in two, its second half
    // becomes a claim of its own (read in a held-out answer).
    const criterion = (spans.get(s.span)?.span.listOrQuote ?? false) && s.start === 0 && VERB_FIRST.test(text);
    if (!criterion && length >= rhythm.minWords && ctx.rng.chance(rhythm.split * ctx.intensity)) {
      const edit = splitPoint(text, s, words, ctx);
      if (edit) {
        edits.push({ span: s.span, ...edit });
        ctx.changes.splits++;
        continue;
      }
    }
    const n = sentences[i + 1];
    // Either side under JOIN_MIN_WORDS is a fragment set apart: "my mind racing. My wife. The
    // woman who…" is no "my mind racing, and my wife" (read in a held-out story); a next one under
    // JOIN_MIN_NEXT_WORDS is a punchline.
    const nextLength = n ? n.endWord - n.firstWord : 0;
    if (n && n.span === s.span && length >= JOIN_MIN_WORDS && length <= JOIN_MAX_WORDS && nextLength >= JOIN_MIN_NEXT_WORDS && nextLength <= JOIN_MAX_WORDS && ctx.rng.chance(rhythm.join * ctx.intensity)) {
      const before = sentences[i - 1];
      const after = sentences[i + 2];
      const edit = joinPoint(text, s, n, words, ctx, [before?.span === s.span ? before : undefined, after?.span === s.span ? after : undefined]);
      if (edit) {
        edits.push({ span: s.span, ...edit });
        ctx.changes.joins++;
        skipNext = true;
      }
    }
  }
  applySpanEdits(draft, edits);
}

/** ", and the results" -> ". The results" (or ". And the results" in a casual voice). */
function splitPoint(text: string, s: SentenceRange, words: readonly WordToken[], ctx: TransformContext): Edit | null {
  const body = text.slice(s.start, s.end);
  const pattern = /(, (and|but|so|which) |; )(?=(\p{L}+))/gu;
  const candidates: Edit[] = [];
  for (let m = pattern.exec(body); m; m = pattern.exec(body)) {
    const at = s.start + m.index;
    const after = at + (m[1] ?? '').length;
    const left = countWords(words, s, s.start, at);
    const right = countWords(words, s, after, s.end);
    if (left < SPLIT_SIDE_MIN || right < SPLIT_SIDE_MIN - 1) continue;
    const opener = (m[3] ?? '').toLowerCase();
    const conjunction = m[2];
    if (!balanced(text.slice(s.start, at))) continue;
    // "the three negroes—John had never seen any of them before, and it flashed…—paused": a cut
    // inside a dash aside leaves the sentence around it in halves (read in a held-out story).
    if (insideDashes(text.slice(s.start, at), text.slice(at, s.end))) continue;
    // "the Y.M.C.A.; he followed…": a full stop after an abbreviation's own would read "..".
    if (text.charAt(at - 1) === '.') continue;
    const nextWord = words.find((w) => w.span === s.span && w.start === after);
    if (!nextWord || nextWord.guarded) continue;
    // "It is the stress of ultimate need, and a terrible knowledge of things, which led men to…":
    // a cleft sentence holds its verb after the relative word; cut, its second half is none.
    if (/^it (?:is|was) /iu.test(body) && /\b(?:which|that|who)\b/iu.test(text.slice(at, s.end))) continue;
    // "Make sure the doctor explained the risks clearly, and the patient had a chance to ask":
    // after a verb that takes a clause, the clause after "and" is its second object; cut off, it
    // is stated as fact (read in a held-out answer).
    // "the best I can figure is that it's fragile, and the narrower neck helps": a guess holds
    // both halves; cut, the second is stated as fact (read in a held-out answer).
    // "no difference between a shot from a cold filter, and one from a warmed one": "between"
    // takes both sides of the "and"; cut, the first is left without its second (held-out answer).
    if (conjunction === 'and' && /\bbetween\b(?![^,;]*\band\b)[^;]*$/iu.test(text.slice(s.start, at))) continue;
    // After a colon the ", and" joins the items it introduced ("two causes: Japan's expansion,
    // and the United States' reliance on…"; cut, the second is a fragment; held-out essay). So
    // does "some of how…", a second object ("came across where the name came from, and some of how
    // it was justified"; held-out answer).
    if (conjunction === 'and' && (text.slice(s.start, at).includes(':') || /^(?:some|all|much|most|part|parts|little) of (?:how|what|why|where|when|which|who|whom|the way)\b/iu.test(text.slice(after, s.end)))) continue;
    // So is what one tells another ("I tell them certainty is the first weapon…, and I have no
    // wish to inherit their armory": cut, the second half leaves what is told; read in a held-out story).
    // So is one after a sentence opening with a condition ("If the form is late, and the fee unpaid…").
    if (conjunction === 'and' && (/\b(?:make sure|ensure|check|confirm|verify|remember|note|know|knew|believe|believed|hope|hoped|wish|expect|expected|say|said|says|tell|tells|told|think|thought|feel|felt|figure|guess|suspect|reckon|suppose|assume|imagine|is that|was that)\b/iu.test(text.slice(s.start, at)) || /^(?:if|whether|unless|because|since)\b/iu.test(body))) continue;
    if (conjunction === 'which') {
      // "…the Christian courage, which is…; not the Chinese courage, which is a disdain of life":
      // the words before "which" (back to a semicolon) must hold a clause, or cut off they are
      // a fragment and "This" points at the wrong thing (read in a held-out essay).
      const clauseStart = Math.max(s.start, text.lastIndexOf(';', at) + 1);
      if (!clauseIn(text, words, s, clauseStart, at)) continue;
      // "…is brought by a private party, as opposed to a criminal action, which is brought to
      // enforce a public right": "which" takes the noun of a contrast, and "This" would take the
      // sentence's subject instead (read in a held-out essay).
      if (/\b(?:as opposed to|unlike|rather than|compared (?:to|with)|instead of|in contrast (?:to|with)|than|versus|vs\.?|not)\b[^,;]*$/iu.test(text.slice(clauseStart, at))) continue;
      // So does the last of a list of examples: "all social interactions, including journalism,
      // which is generally considered…" is about journalism, and "This" took the whole sentence
      // (read in a held-out abstract).
      if (/\b(?:including|such as|especially|particularly|notably|like|e\.g\.)\s[^,;]*$/iu.test(text.slice(clauseStart, at))) continue;
      // "…the power of devotion to a lofty ideal, which made great the men who founded this
      // Republic…, which made great the men who preserved it": the second of parallel "which"
      // clauses takes the same noun as the first, far back; cut off, "This" points at the last
      // noun instead (read in a held-out speech).
      if (/,\s*which\b/iu.test(text.slice(s.start, at))) continue;
      // ", which may hinder growth." -> ". This may hinder growth." Only for a clause that runs
      // to the end of the sentence: a "which" clause closed by a comma is inside the sentence.
      if (/[,;:(]/u.test(text.slice(after, s.end)) || !/^(?:is|was|are|were|has|have|had|makes|made|means|meant|leads|led|helps|helped|allows|allowed|gives|gave|shows|showed)$/u.test(opener)) continue;
      // (No modal: "IndoChina and ASEAN, which would be ready to invite…" points at the groups, and
      // "This would be ready" at the whole sentence; read in a held-out speech.)
      // "(Example 15), which are almost…": a plural verb takes "These", never "This are".
      // "…at the Community Centre, which has agreed to host us": with a perfect, after a noun
      // that agrees with it, "which" is that thing, and "It" (or "They") names it; "This has
      // agreed" reads as the whole sentence (read in a held-out draft). After "is" it may judge
      // the whole clause ("She lost her keys, which was annoying") or a noun further back ("a
      // case against the man, which is a rare event"): "This".
      const plural = /^(?:are|were|have)$/u.test(opener);
      const thing = nounBefore(text, words, s, at);
      // "the global shipping industry, which is already grappling with…": a thing doing something
      // is the noun, never the sentence, and cut off, "This" or "It" may take the subject instead
      // ("The collapse would hit the industry. It is already grappling"; held-out essay). No cut.
      if (/^(?:is|was|are|were)$/u.test(opener) && /^\s+(?:(?:\p{L}+ly|already|still|now|also)\s+)?\p{L}+ing\b/u.test(text.slice(after + opener.length, s.end))) continue;
      // So is one that had been doing it: "the company, which had been struggling financially" (a
      // cut made "This had been struggling", the turnaround; read in a held-out essay, session 23).
      if (/^(?:has|have|had)$/u.test(opener) && /^\s+(?:(?:\p{L}+ly|already|still|long|also)\s+)?been\s+(?:\p{L}+ly\s+)?\p{L}+ing\b/u.test(text.slice(after + opener.length, s.end))) continue;
      const pronoun = thing !== null && thing.plural === plural && /^(?:has|have)$/u.test(opener) ? (plural ? 'They' : 'It') : plural ? 'These' : 'This';
      candidates.push({ start: at, end: after, text: `. ${pronoun} ` });
      continue;
    }
    if (!CLAUSE_OPENERS.has(opener)) continue;
    // ", so people know what the next step is" is most often a purpose ("so that"): cut off,
    // "So people know…" is a fragment (read in a held-out post). A result reads as well unsplit.
    if (conjunction === 'so') continue;
    // A question cut in two turns its first half into a statement ("…a story and headline. But
    // you will instead have … involved?", read in a held-out interview).
    if (s.terminator.includes('?')) continue;
    // "…uses every day, and the dashboard that became part of our product": after "and" comes a
    // noun phrase, not a clause, and cut there it is no sentence. So is "The ashes in the grate,
    // and the row of ornaments on the mantelpiece, were harmless": two subjects of one verb,
    // which neither half has before its comma (read in a held-out story).
    if (!clauseFollows(text, words, s, after) || !clauseIn(text, words, s, s.start, at)) continue;
    // ", and" closing a list ("red, green, and blue") is not two clauses.
    // (Items can be long: "a journal of places, a newfound confidence in my travel abilities, and a
    // heart cracked wide open" is a list too; read in a held-out story.)
    if (conjunction && /,[^,]{0,80}$/u.test(text.slice(s.start, at))) continue;
    // "it allowed lectures to be focused on…, and the PLUS sessions to be where students
    // develop…": a noun and "to" after the conjunction is one more object of the verb before;
    // cut off, it is a fragment (read in a held-out forum answer). Leaving it whole is safe.
    if (conjunction === 'and' && /^\s*(?:[\p{L}\p{N}'\u2019-]+\s+){1,5}to\s+\p{L}/u.test(text.slice(after, s.end)) && /\bto\s+\p{L}/u.test(text.slice(s.start, at))) continue;
    // "he does not wholly escape, and his followers hardly ever escape, the general objection":
    // two verbs share the object after the second comma; the first, cut off, has none.
    if (/,\s*\p{L}/u.test(text.slice(after, s.end)) && lastIsVerb(text, words, s, at)) continue;
    const keep = nextWord.text;
    let head: string;
    // "we not only find X, but we also pinpoint Y" is one construction: cut at "but" it breaks.
    // So is "destiny is not a gift delivered by scouts, but a debt collected daily": after a
    // denial, "but" gives what is instead, and cut off it is a fragment (read in held-out drafts).
    if (conjunction === 'but' && /\b(?:not|never|no)\b|n['\u2019]t\b/iu.test(text.slice(s.start, at))) continue;
    // "His enemies say that he may have had large ideas, but he was a bad man": what is reported
    // may run on past "but"; cut, the second half reads as the writer's own claim (read in a
    // held-out essay).
    if (conjunction === 'but' && /\b(?:say|says|said|claim|claims|claimed|argue|argues|argued|insist|insists|insisted|believe|believes|believed|think|thinks|thought)\s+that\b/iu.test(text.slice(s.start, at))) continue;
    // "If the drinkers are American, and the others are not, you have…": a sentence that opens
    // with a condition holds its main clause after the cut.
    // So does a wish ("May it end without further bloodshed, and there be ushered in…").
    // (Also after a semicolon: "So Jurgis found himself in a large hall…; and after the chairman
    // had made his little speech, and the orator rose up" left the "after" clause a fragment, read
    // in a held-out novel.)
    // ("after", "before" and "until" open such a clause too, here where a clause follows them.)
    const before = text.slice(s.start, at);
    const clause = before.slice(before.lastIndexOf(';') + 1).trimStart();
    // (And one opened after "that": "I'll take away that when I confront one of those questions
    // …, but I can't quite winkle it out, perhaps I should…" has its main clause after the cut;
    // read in a held-out answer, where the "when" clause was left a fragment.)
    if (/\bthat\s+(?:when|whenever|once|although|though|while|because|since|unless|after|before|as soon as)\b[^,;]*$/iu.test(before)) continue;
    if (OPENS_SUBORDINATE.test(before) || OPENS_SUBORDINATE.test(clause) || /^(?:(?:but|and|yet|or|so)\s+)?(?:after|before|until|till)\b/iu.test(clause)) continue;
    // "…the fields they now till in peace; the mass of our people borne down and impoverished by
    // taxes…": after a semicolon a noun and a participle make an absolute phrase, one more thing
    // the sentence beholds; cut off, it is a fragment (read in a held-out inaugural address).
    if (conjunction === undefined && participleAfterNoun(text, words, s, after)) continue;
    // "They were Charles…; André Rivière, a young electrician…; a huge Hungarian named Villona and
    // a neatly groomed young man named Doyle.": the last of a series run on with semicolons is
    // one more item; cut off, it is a fragment (read in a held-out story).
    if (conjunction === undefined && text.slice(s.start, at).includes(';')) continue;
    // "I came across some really, and I mean really, strong beers": an aside that repeats the
    // word before it for stress; cut, "some really." is no sentence (read in a held-out answer).
    if (/^\s*I mean\b/u.test(text.slice(after, s.end)) || /\b(?:really|very|so|quite|truly|extremely|too)\s*$/iu.test(text.slice(s.start, at))) continue;
    // "He doubts because the Middle Ages were barbaric, but they weren't; because Darwinism is…":
    // a series run on with semicolons depends on its first clause; cut, the rest are fragments.
    if (text.slice(after, s.end).includes(';')) continue;
    // "liable if they were part of a common plan, and the act was a foreseeable consequence":
    // after an "if" the ", and" may join two conditions; cut, the second is stated as fact.
    // So does a guess: "Or perhaps the books were right, and there were many…" guesses both.
    if (/\b(?:if|unless|provided|whether|perhaps|maybe|possibly|probably)\b/iu.test(text.slice(s.start, at))) continue;
    if (conjunction === 'but') head = ctx.plan.formality >= 5 ? `Yet ${keep}` : `But ${keep}`;
    else if (conjunction === 'so') head = `So ${keep}`;
    else if (conjunction === 'and' && ctx.plan.formality <= 2 && ctx.rng.chance(0.4)) head = `And ${keep}`;
    else head = capitalize(keep);
    candidates.push({ start: at, end: nextWord.end, text: `. ${head}` });
  }
  if (candidates.length === 0) return null;
  // The split nearest the middle leaves two sentences of useful length.
  const middle = (s.start + s.end) / 2;
  candidates.sort((a, b) => Math.abs(a.start - middle) - Math.abs(b.start - middle));
  return candidates[0] as Edit;
}

/** "It rained. The match stopped." -> "It rained, and the match stopped." */
function joinPoint(text: string, s: SentenceRange, n: SentenceRange, words: readonly WordToken[], ctx: TransformContext, around: readonly [SentenceRange | undefined, SentenceRange | undefined] = [undefined, undefined]): Edit | null {
  if (s.terminator !== '.' || text.slice(s.end, n.start) !== ' ') return null;
  // "…carry out her aspiration. Her campaign was actually begun!": joined, the exclamation (or the
  // question) would cover the calm sentence too (read in a held-out novel).
  if (/[!?]/u.test(n.terminator)) return null;
  // "The bioluminescent protists we've been studying...my initial hunch about them was right.": a
  // sentence broken off with an ellipsis starts over inside; joined with "and" its first words
  // read as more of the sentence before (read in a held-out story).
  if (/\.\.\.|\u2026/u.test(text.slice(n.start, n.end))) return null;
  // "a nametag reading *“Hi, I’m Lila!”* pinned to a wrinkled apron.": a "sentence" opening in
  // lower case goes on from a quotation's exclamation, whose colon list it still closes; joined,
  // ", and my hands trembled" reads as one more item (read in a held-out story).
  if (/^\p{Ll}/u.test(text.slice(s.start, s.end))) return null;
  // "Scientists explain it this way. The moon pulls…": a sentence that announces the next one
  // points at it; joined with "and", "this way" points at nothing (read in a held-out answer).
  if (/\b(?:this way|as follows|like this|like so)\s*$/iu.test(text.slice(s.start, s.end))) return null;
  // "Delivering food to homebound clients." is a fragment naming a task: joined to the next
  // sentence it reads "Delivering food to clients, and you will need a licence".
  if (/^\p{L}+ing\b/u.test(text.slice(s.start, s.end))) return null;
  // "I hope this letter finds you in good health. The seas are rough here": joined with "and",
  // the next sentence reads as more of what is hoped (or thought, or said).
  if (/\b(?:hope|hoped|hopes|hoping|wish|wished|wishes|think|thought|believe|believed|trust|pray|suppose|expect|fear|feared|doubt|guess|know|knew|say|said|feel|felt)\b/iu.test(text.slice(s.start, s.end))) return null;
  // "The reason is very simple. The realistic story is certainly more artistic…": a concession
  // sets up a "but"; joined with "and" it reads as the reason itself (read in a held-out essay).
  if (/\b(?:certainly|admittedly|of course|granted|no doubt|to be sure|undoubtedly)\b/iu.test(text.slice(n.start, n.end))) return null;
  // "Third, keep the routine boring and the same. We tried changing things up at first.": what
  // was done "at first" tells what later changed, against the sentence before; joined with "and"
  // it reads as agreeing with it (read in a held-out post).
  if (/\b(?:at first|initially|originally|in the beginning)\b/iu.test(text.slice(n.start, n.end))) return null;
  // "Get there early because they sell out. We went back the next morning": an order joined to
  // what happened reads as if going back were part of the advice (read in a held-out post,
  // session 23). A sentence opening with a bare verb of advice is not joined to one that narrates.
  if (/^(?:Get|Go|Come|Bring|Take|Make|Try|Book|Buy|Order|Ask|Check|Avoid|Skip|Visit|Plan|Arrive|Leave|Keep|Don['\u2019]t|Do|Be|Use|Pick|Look|Call|Stop|Expect|Remember|Make sure)\s/u.test(text.slice(s.start, s.end)) && /^(?:I|We|They|He|She|My|Our)\s/u.test(text.slice(n.start, n.end))) return null;
  // "For mankind has discovered that reason does not lead to sanity." gives the reason of the
  // sentence before it: joined to the next, it reads as the reason of that one (read in a held-out essay).
  if (/^For\s/u.test(text.slice(s.start, s.end))) return null;
  // "Alex's heart sank. It was empty, the windows shattered": joined, "it" takes the nearest noun
  // (the heart, not the house); "Nat Hicks's tailor shop. It was larger than…" the same (read in
  // held-out drafts). A sentence opening with "It", "This" or "That" is not joined on, unless the
  // one before opens with it too.
  const pointer = /^(It|This|That)\b/u.exec(text.slice(n.start, n.end))?.[1];
  if (pointer !== undefined && !text.slice(s.start, s.end).startsWith(pointer)) return null;
  // "I finally found something. A hidden file on his computer, labeled…": what follows a
  // sentence ending on "something" names it, whatever the tagger makes of "labeled"; joined with
  // "and" it becomes a second find (read in a held-out story).
  if (/\b(?:something|nothing|anything|everything|someone|somebody|no one|one thing|this)\.$/iu.test(text.slice(s.start, s.end))) return null;
  // "I have some good news. The conflict … has been resolved.": the next sentence is the news;
  // joined with "and" it became a second item and the news was never told (read in a held-out story).
  if (/\b(?:news|an announcement|a question|an idea|a plan|a confession|a secret|a theory|a suggestion|a proposal|an update)\.$/iu.test(text.slice(s.start, s.end))) return null;
  // "…she had two things that she wanted. She wanted to be a great lady": a sentence that counts
  // what follows announces it; joined with "and", its first item reads as one more thing (read in
  // a held-out novel).
  if (/\b(?:two|three|four|five|several|a few|a couple of)\s+(?:things|reasons|ways|points|questions|wishes|rules|lessons|problems|ideas|goals|facts|options|steps|kinds|sorts|types)\b/iu.test(text.slice(s.start, s.end))) return null;
  // "Perhaps the editors were right. He had felt the big thing": joined, the hedge would cover
  // what the next sentence states as sure (read in a held-out novel).
  if (/^(?:Perhaps|Maybe|Possibly|Probably)\b/u.test(text.slice(s.start, s.end))) return null;
  // "Consider a concrete illustration. A firm is contemplating two machines": a sentence that bids
  // the reader look announces the next; joined with "and" the example reads as what considering
  // it brings (read in a held-out essay).
  if (/^(?:Consider|Imagine|Picture|Take|Suppose|Look at|Think of|Think about|Note|Notice|Recall|Remember|Observe|Compare)\b/u.test(text.slice(s.start, s.end))) return null;
  // "Like wearing clothes a size too small, or a favourite song played slightly off-key." is a
  // fragment set apart on purpose, whatever the tagger makes of "played"; joined to the next with
  // "and" it breaks (read in a held-out story). So is one opening "Not" or "Unlike", and "Of alarms
  // triggered by unseen paws." in a series of such (read in a held-out story).
  if (/^(?:Like|Unlike|Not|Such as|As if|Of(?! course\b))\s/u.test(text.slice(s.start, s.end))) return null;
  // "Tina looked at the sneakers in her hands. The ones she'd used to stop the Syndicate.": a
  // noun phrase with its relative clause names again what the sentence before held; joined with a
  // semicolon or "and" it is a fragment (read in a held-out story).
  if (/^(?:The ones?|Those|The kind|The sort|The type|The same \p{L}+)\s+(?:that|which|who|whom|I|you|he|she|we|they|it|I['\u2019]d|you['\u2019]d|he['\u2019]d|she['\u2019]d|we['\u2019]d|they['\u2019]d)\b/u.test(text.slice(n.start, n.end))) return null;
  // "…was glad that it rained. He felt that way.": a sentence that points back at the whole of
  // the one before ("that way", "the same") says it again when joined with "and" (read in a
  // held-out story).
  if (/\b(?:that way|this way|the same|so too|likewise)\b/iu.test(text.slice(n.start, n.end))) return null;
  // "You didn't, he noted, “see Seneca Doane…”": a character's words, tagged inside the sentence,
  // are joined onto nothing (read in a held-out novel).
  if (SPEECH_TAG.test(text.slice(s.start, s.end)) || SPEECH_TAG.test(text.slice(n.start, n.end))) return null;
  const first = words[n.firstWord];
  if (!first || first.guarded || first.name) return null;
  // "His lips. He didn't speak.": a capital "He" or "His" that the text also keeps inside sentences
  // names God; lowercased by a join it points at someone else (read in a held-out story).
  if (/^(?:He|His|Him|Himself)$/u.test(first.text) && /[\p{Ll},;] (?:He|His|Him|Himself)\b/u.test(text)) return null;
  const lower = first.text.toLowerCase();
  if (first.text === 'I' || !ctx.lexicon.isCommonLowercase(lower)) return null;
  // A sentence that already runs on with ", and" takes no second one ("…, and half of them
  // left, and the ball was…").
  // Nor one that runs on with ", but" ("…, and the merge approach enables it later, but it's out of
  // scope" chained three clauses onto a bullet's noun phrase; read in a held-out design doc).
  if (/, (?:and|but|yet) /u.test(text.slice(s.start, s.end)) || /, (?:and|but|yet) /u.test(text.slice(n.start, n.end))) return null;
  // Nor one that ends on a list ("the slow weakening, the gradual decline, the final
  // resignation. It was a quiet art"): ", and it was" reads as one more item (read in a held-out story).
  if (/,[^,]+,[^,]+$/u.test(text.slice(s.start, s.end))) return null;
  // Nor one ending on a noun phrase after a comma ("Describe the unfamiliar opulence, the looming
  // shadows. She reaches the room"): ", and she reaches" reads as one more item (read in a held-out plan).
  const lastComma = text.lastIndexOf(',', s.end);
  if (lastComma > s.start && /^,\s+(?:the|a|an|his|her|their|its|our|my|your|this|that|these|those)\s/iu.test(text.slice(lastComma, s.end)) && !clauseIn(text, words, s, lastComma + 1, s.end)) return null;
  // Nor does one that already joins two clauses with a semicolon or introduces something with a
  // colon, or whose neighbour does ("such things; now we were actors, and we keep…; everyone
  // has…", "false pretenses: a \"network upgrade\", and the moment passed").
  if (/[;:]/u.test(text.slice(s.start, n.end))) return null;
  // A sentence opening with a phrase of its own ("That said, …", "In turn, …") keeps its start.
  if (/^\p{L}+(?: \p{L}+)?,/u.test(text.slice(n.start, n.end))) return null;
  // Two sentences already joined by a leading conjunction read badly as one.
  if (/^(?:and|but|so|or|yet|then|also)$/u.test(lower)) return null;
  // Only a sentence that opens with its subject joins well ("…, and the match stopped"); an
  // imperative or a fronted phrase does not ("…, and send the form").
  if (!CLAUSE_OPENERS.has(lower)) return null;
  // "It dilutes the Lanterner. It can exist under overcast skies": after "and" an "it" or "they"
  // takes the first sentence's subject, which may be another thing than the draft's (read in a
  // held-out story, where the Lanterner became the sunlight). Only "he", "she", "I", "we" and
  // nouns join.
  if (/^(?:it|they|this|these|those)$/u.test(lower)) return null;
  // "Jurgis stared at the boy, fascinated. He came down the steps whistling": with a second person
  // in the sentence before, "he" after the join takes its subject (Jurgis came down the steps;
  // read in a held-out novel). "He" and "she" join only when no one else is there.
  if (/^(?:he|she)$/u.test(lower) && OTHER_PERSON.test(text.slice(s.start, s.end))) return null;
  // A fragment is set apart on purpose ("It was a feature. A defense mechanism, built into our
  // very biology."): only a sentence with a finite verb is joined on.
  if (!clauseIn(text, words, n, n.start, n.end, true) || !clauseIn(text, words, s, s.start, s.end)) return null;
  // A rule or a recommendation stands on its own: "…modified in a wrong direction. An
  // individual must compete with oneself" joined with "and" reads as part of what went wrong.
  if (/\b(?:must|should|ought|need to|needs to|have to|has to)\b/iu.test(text.slice(n.start, n.end))) return null;
  // A sentence said again ("This is a prank. This is a prank.") is repeated on purpose.
  // So is an anaphora: "We are more than that. We are men with hearts", "We were at war. We were
  // locked in confrontation" (two openings alike; read in a held-out story and a speech).
  const opening = (a: number, count: number): string => text.slice(a).split(/\s+/u).slice(0, count).join(' ').toLowerCase().replace(/[^\p{L} ]/gu, '');
  if (opening(s.start, 2) === opening(n.start, 2)) return null;
  // Nor is a run of them broken: "Grandpa taught me… He taught me… He taught me…", "You
  // answered… You wrote… You saw…", "Every tear… Every laugh… Every hand…" (read in a held-out
  // eulogy, speech and essay, where a semicolon cut the run). A neighbour that opens like the
  // sentence beside it, or three in a row opening with one word, keep their full stops.
  const [previous, following] = around;
  if ((previous !== undefined && opening(previous.start, 2) === opening(s.start, 2)) || (following !== undefined && opening(following.start, 2) === opening(n.start, 2))) return null;
  if (opening(s.start, 1) === opening(n.start, 1) && ((previous !== undefined && opening(previous.start, 1) === opening(s.start, 1)) || (following !== undefined && opening(following.start, 1) === opening(n.start, 1)))) return null;
  // Never a dash: em dashes are what the detector counts against a text.
  const pickedGlue = ctx.plan.formality >= 4 ? ctx.rng.pick(['; ', ', and ']) : ctx.rng.pick([', and ', ', and ', '; ']);
  // After a denial the next sentence most often says what is instead ("does not dictate a
  // solution. It highlights the cost"): ", and" would add to the denial, a semicolon keeps the turn.
  // A denial after a plain statement turns against it ("…is how he showed up. He didn't say \"I
  // love you\" very often."): ", and" would file it with what is remembered (read in a held-out
  // eulogy), so a denial on either side takes the semicolon.
  const glue = /\b(?:not|never|no)\b|n['\u2019]t\b/iu.test(text.slice(s.start, n.end)) ? '; ' : pickedGlue;
  return { start: s.end - 1, end: first.end, text: `${glue}${lower}` };
}

const RELATIVE = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when']);

/**
 * True when the words from `from` to the sentence's end hold a clause: a verb (by the tagger)
 * before any relative pronoun and before the next comma. "the results were clear" is one; "the
 * dashboard that became…" is not, nor "the row of ornaments on the mantelpiece, were…" (the verb
 * after the comma belongs to a subject before it).
 */
/** Prepositions after which an "-ed" form following its noun reads as a participle. */
const REDUCED_AFTER = /^(?:in|by|for|at|on|with|from|during|under|through|into|over|via|within)$/iu;

function clauseFollows(text: string, words: readonly WordToken[], s: SentenceRange, from: number): boolean {
  return clauseIn(text, words, s, from, s.end, true);
}

/**
 * True when [from, to) of the sentence holds a finite verb (by the tagger), before any relative
 * pronoun; with `stopAtComma`, before the first comma, semicolon, colon or dash too.
 */
function clauseIn(text: string, words: readonly WordToken[], s: SentenceRange, from: number, to: number, stopAtComma = false): boolean {
  const { own, tags } = taggedSpan(text, words, s.span);
  let last = from;
  let infinitive = false;
  for (let i = 0; i < own.length; i++) {
    const w = own[i] as WordToken;
    if (w.start < from || w.start >= to) continue;
    // "the art of Mr. Patmore (say) another": a word in brackets is an aside, not the clause's verb.
    const opened = text.slice(from, w.start);
    if ((opened.match(/\(/gu) ?? []).length > (opened.match(/\)/gu) ?? []).length) continue;
    // "and the tools they use to prototype": a subject pronoun right after a noun opens a relative
    // clause with no "that"; the verb after it is that clause's, not the sentence's.
    if (i > 0 && tags[i] === 'PRON' && (tags[i - 1] === 'NOUN' || /^(?:something|anything|everything|nothing|someone|anyone)$/iu.test((own[i - 1] as WordToken).text)) && /^(?:i|we|you|he|she|they)$/iu.test(w.text) && (own[i - 1] as WordToken).start >= from) return false;
    // So does a determiner right after a noun, before any verb: "and the trumpet-blowing cherubs
    // the German paperhanger had put on our parlor ceiling" is one noun phrase (read in a held-out
    // novel, where it was cut off as a sentence with no verb).
    if (i > 0 && tags[i - 1] === 'NOUN' && /^(?:the|a|an|his|her|their|my|our|your)$/iu.test(w.text) && (own[i - 1] as WordToken).start >= from) return false;
    if (stopAtComma && /[,;:\u2014\u2013]/u.test(text.slice(last, w.start))) return false;
    last = w.end;
    // "a corresponding tunnel to be built": the verbs of an infinitive are no finite ones.
    if (w.text.toLowerCase() === 'to') {
      infinitive = true;
      continue;
    }
    if (infinitive && (tags[i] === 'AUX' || tags[i] === 'VERB' || tags[i] === 'ADV' || tags[i] === 'PART')) continue;
    infinitive = false;
    // "a \"hand-colored\" photograph": a participle after a determiner is an adjective.
    if (tags[i] === 'VERB' && i > 0 && /^(?:a|an|the|this|that|his|her|their|our|my|your|its)$/iu.test((own[i - 1] as WordToken).text)) continue;
    // So is a bare form after a determiner and its modifier: "and the middle more than the far
    // side" has no verb ("side" read as one; cut off, a fragment, read in a held-out answer).
    // (A plural after a possessive too: "and my Swedish exercises, being manicured" is a list's
    // last item, read in a held-out novel.)
    if (tags[i] === 'VERB' && i > 1 && (tags[i - 1] === 'ADJ' || tags[i - 1] === 'ADV' || tags[i - 1] === 'PROPN') && /^(?:a|an|the|his|her|their|our|my|your|its)$/iu.test((own[i - 2] as WordToken).text) && (!/(?:s|ed)$/iu.test(w.text) || (/s$/iu.test(w.text) && /^(?:his|her|their|our|my|your|its)$/iu.test((own[i - 2] as WordToken).text)))) continue;
    // "A fire escape, clinging to the side…": a bare form after "a" and a noun is the compound's
    // second noun ("a fire escape"), never the verb of a singular subject (read in a held-out story).
    if (tags[i] === 'VERB' && i >= 2 && tags[i - 1] === 'NOUN' && /^an?$/iu.test((own[i - 2] as WordToken).text) && !/(?:s|ed)$/iu.test(w.text)) continue;
    // "A book bound in black leather": an irregular participle after its noun is no finite verb.
    if (tags[i] === 'VERB' && i > 0 && tags[i - 1] === 'NOUN' && PARTICIPLES.has(w.text.toLowerCase())) continue;
    // "and the attention mechanism introduced in Transformers": so is an "-ed" form between its
    // noun and a preposition, as far as a cut goes (a verb there may be either; cut off a noun
    // phrase is a fragment, read in a held-out abstract).
    if (tags[i] === 'VERB' && i > 0 && tags[i - 1] === 'NOUN' && /ed$/iu.test(w.text) && REDUCED_AFTER.test((own[i + 1] as WordToken | undefined)?.text ?? '')) continue;
    if (RELATIVE.has(w.text.toLowerCase())) return false;
    // "the other because he must not let go": a verb after a subordinator is its clause's, not the sentence's.
    if (OPENS_ONLY_SUBORDINATE.test(w.text)) return false;
    // "and the wet click as the creature re-set its mandible": a noun phrase, then a clause of
    // time or manner; its verb is not the sentence's, and cut off the noun phrase is a fragment
    // (read in a held-out story).
    if (i > 0 && tags[i - 1] === 'NOUN' && /^(?:as|when|while|whenever|before|after|once)$/iu.test(w.text)) return false;
    // "such a thing as free will also": "will" after an adjective or a determiner is the noun.
    if (/^will$/iu.test(w.text) && i > 0 && (tags[i - 1] === 'ADJ' || tags[i - 1] === 'DET')) continue;
    // "and the world's memory rewritten into a mirror": a participle that is never a past tense
    // needs an auxiliary to make a clause (read in a held-out story).
    if (isParticipleOnly(w.text)) continue;
    // "a yellow paper-bound book which seemed foreign": a hyphened compound is an adjective, not
    // the clause's verb (read in a held-out novel).
    if (w.text.includes('-')) continue;
    // An -ing form is no finite verb: "; the authority on everything except babies, cooking,
    // and motors" is a noun phrase, and cut off it is no sentence.
    if (isFiniteVerb(tags[i], w.text)) return true;
  }
  return false;
}

/**
 * The words of a span with their tags. The whole span is tagged (the tagger remembers it), so
 * one tagging serves every sentence and every test of it.
 */
function taggedSpan(text: string, words: readonly WordToken[], span: number): { own: WordToken[]; tags: string[] } {
  const own = words.filter((w) => w.span === span);
  return { own, tags: tagWords(text, own.map((w) => [w.start, w.end] as const)) };
}

/** True when the first verb from `from` on is a participle and no other ("the mass of our people borne down"). */
function participleAfterNoun(text: string, words: readonly WordToken[], s: SentenceRange, from: number): boolean {
  const { own, tags } = taggedSpan(text, words, s.span);
  const i = own.findIndex((w, k) => w.start >= from && (tags[k] === 'VERB' || tags[k] === 'AUX'));
  return i > 0 && isParticipleOnly((own[i] as WordToken).text) && tags[i - 1] === 'NOUN';
}

/** The noun right before `at` in the sentence (by the tagger), with its number; null when the word there is no noun. */
function nounBefore(text: string, words: readonly WordToken[], s: SentenceRange, at: number): { plural: boolean } | null {
  const { own, tags } = taggedSpan(text, words, s.span);
  const i = own.findLastIndex((w) => w.end <= at);
  const word = own[i];
  if (!word || word.start < s.start || !/^(?:NOUN|PROPN)$/u.test(tags[i] ?? '')) return null;
  return { plural: tags[i] === 'NOUN' && /[^s]s$/iu.test(word.text) };
}

/** Whether the last word before `at` in the sentence is a verb (by the tagger): a clause that ends on it may wait for its object. */
function lastIsVerb(text: string, words: readonly WordToken[], s: SentenceRange, at: number): boolean {
  const { own, tags } = taggedSpan(text, words, s.span);
  let last = -1;
  own.forEach((w, i) => {
    if (w.end <= at && w.start >= s.start) last = i;
  });
  return last >= 0 && tags[last] === 'VERB' && !/ing$/iu.test((own[last] as WordToken).text);
}

function countWords(words: readonly WordToken[], s: SentenceRange, from: number, to: number): number {
  let n = 0;
  for (let i = s.firstWord; i < s.endWord; i++) {
    const w = words[i] as WordToken;
    if (w.span === s.span && w.start >= from && w.end <= to) n++;
  }
  return n;
}

/** An em dash, or a spaced hyphen or double hyphen standing for one. */
const ASIDE_DASH = /\u2014|\s--?\s/gu;

/** Whether a point lies between the two dashes of an aside: an odd number before it, one more after. */
function insideDashes(before: string, after: string): boolean {
  return (before.match(ASIDE_DASH) ?? []).length % 2 === 1 && (after.match(ASIDE_DASH) ?? []).length > 0;
}

/** Brackets and quotes are closed: a split there would leave one half open. */
function balanced(text: string): boolean {
  const opens = (text.match(/[([{\u201c]/gu) ?? []).length;
  const closes = (text.match(/[)\]}\u201d]/gu) ?? []).length;
  const straight = (text.match(/"/g) ?? []).length;
  return opens === closes && straight % 2 === 0;
}
