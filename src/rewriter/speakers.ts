/**
 * Words that are someone else's without quotation marks. Speaker turns: paragraphs that open with
 * a speaker's name in bold, as in an interview transcript (`**Greg:** I think we…`) or a story's
 * text messages (`**Mark Johnson:** Lily, please call us. We're worried…`); the answers of an
 * interview set as bold questions; and the turns of a script set in plain text (`Announcer:
 * Ladies and gentlemen…`). What they hold is left as written (read in held-out drafts, where
 * "We're worried" had become "We are worried" in a character's message and every contraction of
 * an interviewee's answers was expanded). The letters of a story told in letters keep their
 * characters' voices (`voiceLetters`).
 */
import { isBoldRun, isBoldSpan, paragraphSpans, paragraphText, type Draft, type DraftSpan } from './draft';
import type { Lexicon } from './lexicon';

/** Each paragraph's prose, its spans joined by line breaks, by paragraph number. */
function paragraphTexts(draft: Draft): Map<number, string> {
  return new Map(paragraphSpans(draft).map((spans) => [draft.spans[spans[0] as number]?.paragraph ?? -1, spans.map((i) => draft.spans[i]?.text ?? '').join('\n')]));
}

/** Whether span `i` is the first of its paragraph. */
function opensParagraph(draft: Draft, i: number): boolean {
  return draft.spans[i - 1]?.paragraph !== draft.spans[i]?.paragraph;
}

/** A bold label of one to three capitalised words (or initials) ending in a colon, inside or after the bold. */
const LABEL = /^(\p{Lu}[\p{L}'\u2019.-]*(?: \p{Lu}[\p{L}'\u2019.-]*){0,2})(:?)$/u;
/** A first- or second-person pronoun: someone speaking to someone. */
const SPEECH = /\b(?:I|I['\u2019]\p{L}+|me|my|we|we['\u2019]\p{L}+|us|our|you|you['\u2019]\p{L}+|your)\b/iu;

/**
 * Freezes the prose after a speaker's name in every paragraph that opens with one and speaks in
 * the first or second person, when at least two paragraphs of the draft open so (one bold label
 * alone is a lead-in, "**Note:** you can…"). A name is a label none of whose words is an
 * everyday lower-case word: "**Summary:**" and "**Key Features:**" are no speakers.
 */
export function freezeSpeakerTurns(draft: Draft, lexicon: Lexicon): void {
  const turns: number[] = [];
  draft.spans.forEach((span, i) => {
    // A turn opens its paragraph, or a line of it: "Finally, I text Alex:⏎**Me:** What if it's
    // all just a prank?⏎**Alex:** Then we've wasted…" sets the messages one per line (read in a
    // held-out story).
    if (!opensParagraph(draft, i) && !/\n[ \t]*(?:\*\*|__)$/u.test(draft.gaps[i] ?? '')) return;
    if (!isBoldSpan(draft, i)) return;
    const m = LABEL.exec(span.text.trim());
    if (!m) return;
    // The colon inside the bold ("**Greg:**") or right after it ("**Greg**:").
    // Or none, the name alone on its line over the words ("**Lennert Schepers**⏎If I want to
    // start…", questions from the floor written up after a talk; read in a held-out post).
    if (m[2] !== ':' && !/^:/u.test(draft.spans[i + 1]?.text ?? '') && !/^(?:\*\*|__)[ \t]*\\?\n/u.test(draft.gaps[i + 1] ?? '')) return;
    // ("**Me:**" names the writer's own messages, though "me" is an everyday word.)
    if (m[1] !== 'Me' && (m[1] ?? '').split(' ').some((w) => lexicon.isCommonLowercase(w.toLowerCase()))) return;
    turns.push(i);
  });
  if (turns.length < 2) return;
  const starts = new Set(turns);
  // A transcript (four turns or more) is speech throughout, its questions too ("**NB**: On that
  // note, is there a way to…"); in a story's few messages the first or second person tells.
  const transcript = turns.length >= 4;
  turns.forEach((i) => {
    freezeIfSpoken(draft, i + 1, transcript);
    // In a transcript (four turns or more) an answer runs over several paragraphs: those that
    // follow a turn in the first or second person are still its speaker's, up to the next turn
    // or heading. A story's few messages are followed by narration, which is the writer's own.
    if (!transcript) return;
    let j = i + 1;
    while (j < draft.spans.length && draft.spans[j]?.paragraph === draft.spans[i]?.paragraph) j++;
    while (j < draft.spans.length && !starts.has(j) && !draft.spans[j]?.heading && freezeIfSpoken(draft, j)) {
      const paragraph = draft.spans[j]?.paragraph;
      while (j < draft.spans.length && draft.spans[j]?.paragraph === paragraph) j++;
    }
  });
}

/** A plain paragraph this short that asks a question is an interview's question (when the draft says it is an interview). */
const PLAIN_QUESTION_WORDS = 40;

/** An answer that advises its reader, as an FAQ's does. */
const ADVISES_READER = /\byou (?:can|should|need|will|must|may|might|could|have to)\b/iu;
/** A prompt in the second person is a sentence or two. */
const PROMPT_WORDS = 25;
/** Quotation marks, straight or curly. */
const QUOTE_MARK = /["\u201c\u201d]/u;
/** Most words capitalised, as a headline's are. */
function titleCase(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}'\u2019-]*/gu) ?? [];
  return words.length > 0 && words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 > words.length;
}

/** A prompt under its speaker's name, set inside the bold ("**Melody Kramer: Robyn, tell me…**"). */
const NAMED_PROMPT = /^\W*\p{Lu}[\p{L}'\u2019.-]*(?: \p{Lu}[\p{L}'\u2019.-]*){0,2}:\s+\S/u;
/** A question put to the person answering. */
const PUT_TO_YOU = /\byou(?:r|rs|rself)?\b/iu;

/** A span that is only the speakers' names and a colon: "JS and NF:", "Jessica Skretch and Nicole Fleming:". */
const ANSWER_LABEL = /^\s*\p{Lu}[\p{L}'\u2019.-]*(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'\u2019.-]*|\s+\p{Lu}[\p{L}'\u2019.-]*){0,5}:\s*$/u;

/** An interviewee speaking of herself: the first person singular. */
const FIRST_PERSON = /\b(?:I|I['\u2019]\p{L}+|me|my|mine|myself)\b/u;

/**
 * An interview set as questions in bold (`**What are you working on these days?**`), or as plain
 * one-paragraph questions in a draft that names itself an interview, three or more: the
 * paragraphs after each question that speak in the first person singular are the answer, the
 * interviewee's words, up to the next question or heading. An FAQ answers in the second person
 * ("you can…") and stays the writer's prose.
 */
export function freezeInterviewAnswers(draft: Draft): void {
  // A draft that calls itself an interview may set its questions in plain text: a paragraph that
  // is one short question ("What are your thoughts on the job Bob McDonnell has done?"; a
  // Wikinews interview read in a held-out round had its answers' words changed and misspelt).
  const named = draft.spans.some((span) => /\binterview/iu.test(span.text));
  // A question is a whole paragraph, however its lines wrap ("**Jeannine Hunter: What is your
  // role at TTS? How would you describe it⏎to someone who doesn’t work in the government?**" is
  // two spans; read in a held-out interview whose wrapped question had its contraction expanded).
  const paragraphs = paragraphSpans(draft).map((spans) => {
    const first = spans[0] as number;
    const last = spans[spans.length - 1] as number;
    const text = spans.map((i) => draft.spans[i]?.text ?? '').join(' ');
    return { first, last, text, bold: isBoldRun(draft, first, last) };
  });
  const plain = ({ first, text }: { first: number; text: string }): boolean => !draft.spans[first]?.heading && text.trim().split(/\s+/u).length <= PLAIN_QUESTION_WORDS;
  const plainQuestion = (p: { first: number; text: string }): boolean => plain(p) && /\?\s*$/u.test(p.text);
  // An interviewer may prompt without asking: "You have received a good deal of attention
  // recently." is put to the interviewee as a question is (read in a held-out interview whose
  // first answer had lost its contractions, and the prompt its words).
  const prompt = (p: { first: number; text: string }): boolean => plain(p) && p.text.trim().split(/\s+/u).length <= PROMPT_WORDS && /^You\b[^?]*\.\s*$/u.test(p.text.trim()) && !FIRST_PERSON.test(p.text);
  // A transcript need not name itself: three plain questions put to "you" ("Mr. President, …
  // do you still think…?", "How do you feel about that?"), each answered in the first person,
  // are an interview too (read in a held-out one whose answers lost their contractions).
  // (Not a story's dialogue: its questions are in quotation marks. Nor headlines in Title Case:
  // "Are You a 100 Percenter or a 10 Percenter?" heads an advertisement read out in a novel.)
  const interview = named || paragraphs.filter((p) => !p.bold && plainQuestion(p) && PUT_TO_YOU.test(p.text) && !QUOTE_MARK.test(p.text) && !titleCase(p.text)).length >= 3;
  // Or set as headings put to the interviewee, three of them questions ("### How did your
  // perception … change over time?"); then a heading that prompts ("### Thanks for taking the time
  // to chat with us Bill. Let's begin with your background…") is one of them too (read in a
  // held-out interview whose "Bill: I've been with the Division…" had lost its contractions).
  const headingToYou = (p: { first: number; text: string }): boolean => (draft.spans[p.first]?.heading ?? false) && PUT_TO_YOU.test(p.text) && !titleCase(p.text);
  const headingInterview = paragraphs.filter((p) => headingToYou(p) && /\?\s*$/u.test(p.text)).length >= 3;
  // Among bold questions, a bold prompt under the interviewer's name is one too: "**Melody Kramer:
  // Robyn, tell me a little bit about the project…**" (read in a held-out interview whose first
  // answer had taken a typo).
  const boldQuestion = (p: { text: string; bold: boolean }): boolean => p.bold && /\?\s*$/u.test(p.text);
  const boldInterview = paragraphs.filter(boldQuestion).length >= 3;
  const questions = paragraphs.filter((p) => boldQuestion(p) || (boldInterview && p.bold && NAMED_PROMPT.test(p.text)) || (interview && plainQuestion(p)) || (named && prompt(p)) || (headingInterview && headingToYou(p)));
  // A draft that names itself an interview needs two (a Wikinews interview put two questions to
  // several experts, read in a held-out round); elsewhere three make a transcript.
  if (questions.length < (named ? 2 : 3)) return;
  const starts = new Set(questions.map((q) => q.first));
  // The answer runs to the next question or heading; one paragraph of it in the first person
  // singular makes it the interviewee's, and all its paragraphs stay ("It’s not enough to have
  // a writer jump in…" spoke for her too, read in a held-out interview). So does the question.
  const answers = questions.map((q) => {
    let end = q.last + 1;
    while (end < draft.spans.length && !starts.has(end) && !draft.spans[end]?.heading) end++;
    return { end, said: draft.spans.slice(q.last + 1, end).map((sp) => sp.text).join(' ') };
  });
  // Two answers to bold questions in the first person singular make the draft an interview, not
  // an FAQ: then every answer is the interviewee's, "you" and all ("In government, it's important
  // to see… If you don't have three bids…", read in a held-out interview whose other answers had
  // lost their contractions).
  const proven = questions.filter((q, k) => q.bold && FIRST_PERSON.test(answers[k]?.said ?? '')).length >= PROVEN_INTERVIEW_ANSWERS;
  questions.forEach((q, k) => {
    const { end, said } = answers[k] ?? { end: q.last + 1, said: '' };
    // A plain question put to "you" ("What are your thoughts on the job McDonnell has done?") is
    // answered by the interviewee, in the first person or not.
    // (Only in a draft that says it is an interview: elsewhere questions to "you" may be the
    // writer's own, asked of the reader, and the answer must speak as "I".)
    // So is any plain question there whose answer gives the reader no advice: "Cyclone Phailin
    // has winds…; will it begin to lose strength?" was answered by the experts a Wikinews
    // interview names, in no person at all (read in a held-out one). An FAQ advises: "you can…".
    const asked = named && !q.bold && (PUT_TO_YOU.test(q.text) || !ADVISES_READER.test(said));
    // And an answer opening on its speakers' names ("**JS and NF:** We introduced checklists…"):
    // two interviewees answering together speak as "we", and their words are theirs all the same
    // (read in a held-out interview whose answers had lost their contractions).
    const labelled = ANSWER_LABEL.test(draft.spans[q.last + 1]?.text ?? '');
    if (!FIRST_PERSON.test(said) && !asked && !labelled && !(proven && q.bold)) return;
    for (let i = q.first; i < end; i++) (draft.spans[i] as DraftSpan).frozen = true;
  });
}

/** Answers in the first person singular that show a draft with bold questions is an interview. */
const PROVEN_INTERVIEW_ANSWERS = 2;

/** Freezes the spans of one paragraph from span `from` on when they speak in the first or second person (or `always`); whether it did. */
function freezeIfSpoken(draft: Draft, from: number, always = false): boolean {
  const paragraph = draft.spans[from]?.paragraph;
  let end = from;
  let said = '';
  for (; end < draft.spans.length && draft.spans[end]?.paragraph === paragraph; end++) said += ` ${draft.spans[end]?.text ?? ''}`;
  if (!always && !SPEECH.test(said)) return false;
  for (let j = from; j < end; j++) (draft.spans[j] as DraftSpan).frozen = true;
  return true;
}

/** A line naming a letter of a story told in letters: "LETTER 1 (JANUARY)", "[Letter 2]", "Telegram:", "Transmission Log #1". */
const LETTER_LABEL = /^\[?(?:letter|telegram|postcard|diary entry|journal entry|transmission|dispatch|log entry|captain's log|captain\u2019s log)\b[^\n.!?]{0,40}\]?:?$/iu;
/** A letter's salutation opening its paragraph: "Dear Mum,", "My dearest Anne,". */
const SALUTATION = /^(?:(?:my\s+)?(?:dear|dearest)\s+\p{Lu}[\p{L}'\u2019.-]*(?:\s+\p{Lu}[\p{L}'\u2019.-]*){0,2})\s*[,:!]/iu;
/** Or a name alone with its comma as the whole paragraph: "Maw,", "Son," (letters exchanged after a first "Dearest Maw,"). */
// (Not a closing: "Sincerely,", "Best regards," end a letter; a business letter's closing had made
// it two letters, and its words a voice.)
const BARE_ADDRESS = /^(?!(?:Sincerely|Regards|Best|Thanks|Thank you|Cheers|Yours|Love|Respectfully|Cordially|Warmly|Kind regards|Best regards|Warm regards|All the best|Faithfully|Truly)\b)\p{Lu}[\p{L}'\u2019.-]*(?:\s+\p{Lu}[\p{L}'\u2019.-]*){0,2},$/u;
/** A paragraph before a single letter that says one is written: "he wrote her a letter." */
const WRITES_LETTER = /\b(?:wrote|writes|write|writing|written|scribbled|penned|typed)\b[^.!?]*\b(?:letter|note|card|message|e-?mail)\b/iu;
/** A letter's sign-off: "Love,⏎Seymour", "Fergus", a name alone (its letter ends there). */
const SIGNED = /^(?:[^\n]{1,40},\s*\n\s*)?\p{Lu}[\p{L}'\u2019.-]*(?:\s+\p{Lu}[\p{L}'\u2019.-]*)?\.?$/u;

/**
 * Letters exchanged in a story (two salutations or more: "Dear Mum, … Love, Callum", "Dear
 * Callum, …", or two labels: "LETTER 1 (JANUARY)", "[Letter 2]"): each letter, from its
 * salutation or label to the next one or a heading, is written in its
 * character's voice, which keeps its contractions, register and spelling (read in a held-out
 * story told in letters, whose every contraction had been expanded). The letters are still the
 * writer's story, so their word choice, dashes and sentences are rewritten: frozen whole, a story
 * told only in letters came back unchanged (two of sixteen held-out drafts in one round). A
 * single letter is the writer's own draft (a cover letter, an e-mail) and is rewritten as any prose.
 */
export function voiceLetters(draft: Draft): void {
  const labelled = (i: number): boolean => LETTER_LABEL.test(draft.spans[i]?.text.trim() ?? '');
  const texts = paragraphTexts(draft);
  const paragraphText = (i: number): string => (texts.get(draft.spans[i]?.paragraph ?? -1) ?? '').trim();
  const opens = (span: DraftSpan, i: number): boolean => opensParagraph(draft, i) && ((!span.heading && (SALUTATION.test(span.text.trimStart()) || BARE_ADDRESS.test(paragraphText(i)))) || labelled(i));
  const candidates = draft.spans.flatMap((span, i) => (opens(span, i) ? [i] : []));
  // A label with its salutation right after it ("LETTER 1 (JANUARY)", "Dearest Mother,") opens one letter, not two.
  const openings = candidates.filter((i, k) => k === 0 || labelled(i) || !labelled(candidates[k - 1] as number) || i - (candidates[k - 1] as number) > 2);
  // One letter after a paragraph that says it is written ("So he did what any teenager would do:
  // he wrote her a letter.", "Dear Lily, I can't stop thinking about you…") is a character's too,
  // up to its sign-off (read in a held-out story whose letter had its contractions expanded).
  const from = openings[0];
  const before = from !== undefined ? draft.spans.findLastIndex((sp, k) => k < from && sp.paragraph !== draft.spans[from]?.paragraph) : -1;
  const written = openings.length === 1 && before >= 0 && WRITES_LETTER.test(paragraphText(before));
  if (openings.length < 2 && !written) return;
  const openingSet = new Set(openings);
  for (const start of openings) {
    for (let k = start; k < draft.spans.length && (k === start || !openingSet.has(k)) && !draft.spans[k]?.heading; k++) {
      (draft.spans[k] as DraftSpan).voiced = true;
      if (written && k > start && opensParagraph(draft, k) && SIGNED.test(paragraphText(k))) break;
    }
  }
}

/**
 * What a paragraph ending with a verb of saying, writing or singing and a colon introduces ("Frink
 * had completed a newspaper lyric beginning:", "He leaped on a bench, shouting to the crowd:"):
 * the next paragraph is those words, quoted without quotation marks (read in a held-out novel,
 * whose quoted verse had been reworded and given typos). "Here's how to fix it:" introduces the
 * writer's own text and is rewritten.
 */
// (A title in quotation marks counts as one word: 'proclaiming himself "Emperor of these United
// States":' over the proclamation, read in a held-out biography.)
const INTRODUCES_WORDS = /\b(?:said|says|say|wrote|writes|write|written|beginning|began|begins|ran|runs|reads|sang|sings|sung|recited|declared|announced|shouted|shouting|cried|crying|proclaimed|proclaiming|forth|follows|went|quoted|exclaimed|replied|answered|added)\b(?:\s+(?:"[^"\n]{1,60}"|\u201c[^\u201d\n]{1,60}\u201d|[^\s:]+)){0,3}\s*:$/iu;

export function freezeIntroducedWords(draft: Draft): void {
  draft.spans.forEach((span, i) => {
    const next = draft.spans[i + 1];
    if (!next || next.paragraph === span.paragraph || span.heading || !INTRODUCES_WORDS.test(span.text.trimEnd())) return;
    for (let k = i + 1; k < draft.spans.length && draft.spans[k]?.paragraph === next.paragraph; k++) (draft.spans[k] as DraftSpan).frozen = true;
  });
}

/** A script's turn: a name of one to three capitalised words and a colon opening its paragraph ("Announcer: (booming voice) Ladies and…"). */
// (A stage direction may stand between the name and its colon: "Lucario (smiling confidently): Indeed…".)
// (The words may begin on the next line: "Mikan (whispering):⏎Oh my… The controls…".)
const SCRIPT_TURN = /^(\p{Lu}[\p{L}'\u2019.-]+(?: \p{Lu}[\p{L}'\u2019.-]*){0,2})( \([^()\n]{1,80}\))?:(?:\s|$)/u;
/** Labels of the writer's own prose that open paragraphs the way a speaker's name does. */
const PROSE_LABELS = new Set(['note', 'notes', 'tip', 'tips', 'step', 'example', 'summary', 'answer', 'question', 'warning', 'important', 'title', 'conclusion', 'pros', 'cons', 'result', 'results', 'output', 'input', 'solution', 'problem', 'option', 'goal', 'subject', 'date', 'location', 'time', 'cost', 'price', 'update', 'edit', 'source', 'sources', 'status', 'context', 'background', 'caveat', 'reason', 'fix', 'cause', 'pro', 'con', 'bonus', 'remember', 'takeaway', 'verdict', 'rating', 'ingredients', 'method', 'discussion', 'rationale', 'motivation', 'proposal', 'abstract', 'description', 'implementation', 'alternatives', 'compatibility', 'author', 'authors', 'comment', 'comments', 'aside', 'observation', 'hint', 'definition', 'scope', 'outcome', 'lesson', 'objective', 'purpose', 'requirement', 'requirements', 'assumption', 'assumptions', 'limitation', 'limitations', 'drawback', 'drawbacks', 'benefit', 'benefits']);

/**
 * A script or a transcript set in plain text: two speakers or more, each opening two paragraphs
 * or more with their name and a colon, most turns in the first or second person. Each turn is the
 * speaker's words and stays as written; stage directions in brackets and the narration between
 * turns are the writer's (read in a held-out boxing script whose announcer's lines had been given
 * typos and expanded contractions).
 */
export function freezeScriptTurns(draft: Draft): void {
  freezeNamesAboveTurns(draft);
  const turns = new Map<string, number[]>();
  const directed = new Map<string, number>();
  draft.spans.forEach((span, i) => {
    // A turn opens a paragraph or a line of one: "Neighbor: Hi there!␣␣⏎Alien: Salutations." sets
    // two turns in a paragraph with a hard break (read in a held-out dialogue).
    if (!(opensParagraph(draft, i) || /\n[ \t]*$/u.test(draft.gaps[i] ?? '')) || span.heading) return;
    const turn = SCRIPT_TURN.exec(span.text);
    const name = turn?.[1];
    if (!turn || !name || PROSE_LABELS.has(name.toLowerCase())) return;
    turns.set(name, [...(turns.get(name) ?? []), i]);
    if (turn[2]) directed.set(name, (directed.get(name) ?? 0) + 1);
  });
  const speakers = [...turns.values()].filter((t) => t.length >= 2);
  // One speaker is a script too when stage directions mark the turns ("Mikan (softly, to
  // herself): …", "Mikan (whispering):", a monologue read in a held-out scene).
  const monologue = speakers.length === 1 && [...directed.values()].some((n) => n >= 2) && (speakers[0] as number[]).length >= 3;
  // So is a story whose characters speak by name in plain paragraphs, one of them twice and
  // three in all ("Bona: Colored; cold.", "Art: What in hell's eating Paul? … He's my pal",
  // "Paul: From the South.", read in a held-out novel whose Art had lost his contractions). Not
  // bold lead-ins nor list items: those are an answer's labels.
  // (Each opening a paragraph of its own: a line of hard-wrapped prose that happens to hold a
  // colon, "Madame White Snake: East Asian Femme Fatale of Old", is a title inside an essay.)
  const plain = [...turns.values()].map((t) => t.filter((i) => opensParagraph(draft, i) && !draft.spans[i]?.listOrQuote && !isBoldSpan(draft, i) && /:\s+\S/u.test(draft.spans[i]?.text ?? '')));
  // (Or two of them with four turns in all: "Dan: Break in. … I'll show em." three times and
  // "Muriel: Shame about Dan. … But he don't fit in." once, read in a held-out novel.)
  const named = plain.filter((t) => t.length > 0);
  const cast = speakers.length === 1 && plain.some((t) => t.length >= 2) && (named.length >= 3 || (named.length === 2 && named.flat().length >= 4));
  if (speakers.length < 2 && !monologue && !cast) return;
  const all = cast ? plain.flat() : speakers.flat();
  const texts = paragraphTexts(draft);
  const paragraphText = (i: number): string => texts.get(draft.spans[i]?.paragraph ?? -1) ?? '';
  if (all.filter((i) => SPEECH.test(paragraphText(i))).length * 2 < all.length) return;
  for (const i of all) freezeIfSpoken(draft, i, true);
}

/** A speaker's name alone as a paragraph, over the words said: "Rosalind", "Mrs. Connage", "He". */
// (A full stop only after a title: "Fast." and "Now." alone are a story's beats.)
const NAME_PARAGRAPH = /^(?:(?:Mr|Mrs|Ms|Dr|Prof|St)\.\s)?\p{Lu}[\p{L}'\u2019-]*(?: \p{Lu}[\p{L}'\u2019-]*){0,2}$/u;

/**
 * A play set with each speaker's name as a paragraph of its own above the words said ("He⏎⏎I
 * thought you'd be sort of—sort of—sexless…⏎⏎She⏎⏎Oh, I do—but not in business hours."): two
 * names or more, each twice or more. The paragraph under each name is that speaker's and stays as
 * written; the stage directions between are the writer's (read in a held-out novel whose play
 * scenes had lost their contractions).
 */
function freezeNamesAboveTurns(draft: Draft): void {
  const order = paragraphSpans(draft);
  const turns = new Map<string, number[][]>();
  order.forEach((spans, k) => {
    const next = order[k + 1];
    if (!next || spans.length !== 1 || next.some((i) => draft.spans[i]?.heading)) return;
    const name = paragraphText(draft, spans).trim();
    const span = draft.spans[spans[0] as number];
    if (!span || span.heading || span.listOrQuote || !NAME_PARAGRAPH.test(name) || PROSE_LABELS.has(name.toLowerCase())) return;
    const said = paragraphText(draft, next).trim();
    if (NAME_PARAGRAPH.test(said) || !/\p{L}/u.test(said) || SALUTATION.test(said) || BARE_ADDRESS.test((said.split('\n')[0] ?? '').trim())) return;
    // A name under "Warm regards," or "Yours," signs a letter; what follows is the next one.
    if (k > 0 && /,\s*$/u.test(paragraphText(draft, order[k - 1] as number[]))) return;
    turns.set(name, [...(turns.get(name) ?? []), next]);
  });
  const speakers = [...turns.values()].filter((t) => t.length >= 2);
  if (speakers.length < 2) return;
  for (const said of speakers) for (const spans of said) for (const i of spans) (draft.spans[i] as DraftSpan).frozen = true;
}

/** How many paragraphs a quotation opened and not closed may run over before its closing mark. */
const QUOTATION_RUN = 6;
/** How many a quoted poem may run over, one short line a paragraph. */
const VERSE_RUN = 40;
/**
 * Words a line of a quoted poem holds at most: more than VERSE_LINE_WORDS, as the quotation marks
 * bound the poem ("What if the light is but sun and the little streams sing not," is 13).
 */
const QUOTED_VERSE_LINE_WORDS = 16;

/** Whether a paragraph is one short line, as a poem set a line a paragraph has. */
function isVerseLine(text: string): boolean {
  const line = text.trim();
  return !line.includes('\n') && line.split(/\s+/u).length <= QUOTED_VERSE_LINE_WORDS;
}

/**
 * A quotation hard-wrapped over paragraphs ("“The United Nations is indispensable to the" /
 * "future we need. Grenada considers…”", one line a paragraph, as transcribed speeches are): an
 * opening mark left open in its paragraph, and a closing one within a few paragraphs that open
 * none of their own. The paragraphs up to the closing mark are the quotation's and stay as
 * written (a typo had landed in "future", read in a held-out speech). A paragraph that opens a
 * mark of its own is a story's next paragraph of speech, which the quotation rule reads itself.
 */
export function freezeQuotationRunOn(draft: Draft): void {
  const paragraphs: number[][] = [];
  draft.spans.forEach((span, i) => {
    if (opensParagraph(draft, i)) paragraphs.push([]);
    paragraphs[paragraphs.length - 1]?.push(i);
  });
  const textOf = (p: readonly number[]): string => p.map((i) => draft.spans[i]?.text ?? '').join(' ');
  const count = (text: string, mark: string): number => text.split(mark).length - 1;
  paragraphs.forEach((p, k) => {
    const text = textOf(p);
    // Straight marks cannot tell opening from closing: a paragraph that opens with one and holds
    // an odd number of them leaves a quotation open ("\"Wine experts advise … at \"room
    // temperature\" …", an article quoted over four paragraphs, read in a held-out answer whose
    // later paragraphs had been reworded and misspelt); the one holding the next odd count closes it.
    const straight = /^\s*"/u.test(text) && count(text, '"') % 2 === 1;
    if (!straight && count(text, '\u201c') <= count(text, '\u201d')) return;
    // A poem quoted a line a paragraph runs longer: every paragraph so far one short line (read
    // in a held-out novel, where the verses a character sends took typos and lost "that's").
    let verse = isVerseLine(text);
    for (let j = k + 1; j < paragraphs.length && (j <= k + QUOTATION_RUN || (verse && j <= k + VERSE_RUN)); j++) {
      const next = paragraphs[j] as number[];
      const said = textOf(next);
      verse &&= isVerseLine(said);
      if (next.some((i) => draft.spans[i]?.heading) || (straight ? /^\s*"/u.test(said) : said.includes('\u201c'))) return;
      // The closing mark, or the end of the text within reach: an excerpt cut off mid-quotation
      // ("…the position expressed by our President:" / "“As long as the concept of sovereignty…")
      // still quotes to its end (read in a held-out speech).
      const closes = straight ? count(said, '"') % 2 === 1 : said.includes('\u201d');
      if (!closes && j < paragraphs.length - 1) continue;
      // A straight mark pairs wrongly inside the opening paragraph ("at \"room temperature\""), so it stays whole too.
      for (const q of paragraphs.slice(straight ? k : k + 1, j + 1)) for (const i of q) (draft.spans[i] as DraftSpan).frozen = true;
      return;
    }
  });
}

/** A section label of a song opening its paragraph's first line: "(Verse 1)", "[Chorus]", "Pre-Chorus:", "(Spoken Coda)". */
const SONG_LABEL = /^[[(]?(?:intro|verse|pre-?chorus|chorus|post-?chorus|bridge|hook|refrain|outro|coda|spoken|interlude|breakdown)\b[^\n\])]{0,30}[\])]?:?\s*(?:\n|$)/iu;

/**
 * A song (two section labels or more: "(Verse 1)", "(Chorus)") is sung in its singer's voice:
 * every line keeps its contractions, register and spelling ("I'll say I'm down", the hook, had
 * become "I will say I am down" in a held-out song). Its words are still rewritten.
 */
export function voiceSongs(draft: Draft): void {
  const labels = draft.spans.filter((span, i) => opensParagraph(draft, i) && SONG_LABEL.test(span.text.trimStart())).length;
  if (labels < 2) return;
  for (const span of draft.spans) if (!span.heading) span.voiced = true;
}

/**
 * Verse set as short lines, each opening with a capital ("There's nothing you can know that isn't
 * known.⏎Nothing you can see that isn't shown.⏎…", lyrics quoted in a thread): its lines keep
 * their contractions and spelling, as a song's do (read in a held-out thread, where "isn't"
 * became "is not" in every line).
 */
export function voiceVerse(draft: Draft): void {
  for (const spans of paragraphSpans(draft)) {
    if (spans.some((i) => draft.spans[i]?.heading)) continue;
    const text = paragraphText(draft, spans);
    const lines = text.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
    // Every line opens with a capital; most are short (a long line among them, "After attaining
    // half the measure of his father's life chill fate took him.", is still the poem's; read in a
    // held-out forum answer quoting a riddle in verse).
    const short = lines.filter((line) => line.split(/\s+/u).length <= VERSE_LINE_WORDS).length;
    if (lines.length < VERSE_LINES || !lines.every((line) => /^\p{Lu}/u.test(line)) || short < VERSE_LINES || short * 3 < lines.length * 2) continue;
    for (const i of spans) (draft.spans[i] as DraftSpan).voiced = true;
  }
  voiceVerseParagraphs(draft);
}

/**
 * Verse set a line per paragraph ("Come hither, my lads, with your tankards of ale,⏎⏎And drink to
 * the present before it shall fail;⏎⏎…", a drinking song in a held-out story, whose "you're",
 * "I'd" and "there's" had been spelt out): a run of short one-line paragraphs, each opening with
 * a capital, most ending on a comma, a semicolon, a colon, a mark of exclamation or none.
 */
function voiceVerseParagraphs(draft: Draft): void {
  let run: number[][] = [];
  const close = (): void => {
    const lines = run.map((spans) => paragraphText(draft, spans).trim());
    const open = lines.filter((line) => !/[.?]["'\u201d\u2019]?$/u.test(line)).length;
    // Verse runs on from line to line ("…tankards of ale,", "…before it shall fail;") in lines of
    // a few words; a letter's heading and sign-off ("Dear Alex,", "Warm regards,", "Alex", "Letter
    // 2:") are lines of a word or two (read over the data, where such letters had been taken for verse).
    const full = lines.filter((line) => line.split(/\s+/u).length >= VERSE_FULL_LINE_WORDS).length;
    const running = lines.filter((line) => /[,;]$/u.test(line)).length;
    // A label or a greeting among them ("Date: 2150.02.16", "Dear Dr. Grant,") makes them a
    // letter's heading, not verse (read over the data).
    const letter = lines.some((line) => /^[^,;:]{1,30}:\s+\S/u.test(line) || SALUTATION.test(line));
    if (!letter && run.length >= VERSE_PARAGRAPHS && open * 4 >= run.length * 3 && full * 4 >= run.length * 3 && running * 3 >= run.length) for (const spans of run) for (const i of spans) (draft.spans[i] as DraftSpan).voiced = true;
    run = [];
  };
  for (const spans of paragraphSpans(draft)) {
    const text = paragraphText(draft, spans).trim();
    const line = !spans.some((i) => draft.spans[i]?.heading || draft.spans[i]?.listOrQuote) && !text.includes('\n') && /^\p{Lu}/u.test(text) && text.split(/\s+/u).length <= VERSE_LINE_WORDS;
    if (line) run.push(spans);
    else close();
  }
  close();
}

/** Verse: at least this many lines, of at most this many words each. */
const VERSE_LINES = 3;
const VERSE_LINE_WORDS = 12;
/** Verse a line per paragraph: at least this many such paragraphs in a row. */
const VERSE_PARAGRAPHS = 4;
/**
 * Words a line of verse set a line per paragraph holds at least, in most of the run: more than a
 * letter's heading or sign-off ("Dear Alex,", "Warm regards,"); "Ballooned, zooming Cadillacs," is
 * three (read in a held-out novel whose poem had taken a typo, session 23).
 */
const VERSE_FULL_LINE_WORDS = 3;
