/**
 * The voice lists of GET /v1/presets, and what each persona and tone does to a rewrite. This file
 * owns the lists: the service serves them and samples left-out options from them.
 *
 * Personas are concrete writers rather than labels, as the spec prefers. A persona or tone given
 * as free text is matched to the nearest preset by keywords, so any description still gets a
 * voice. A voice adds sentence openers a person of that kind would use ("In my experience,"),
 * within the formality the run asks for; it never adds facts.
 */
import { FORMALITY_MAX, FORMALITY_MIN } from '../contract/runs';

export const PERSONAS = [
  'a graduate student writing up field notes for a supervisor',
  'a small-business owner writing to regular customers',
  'a nurse explaining a procedure to a patient\u2019s family',
  'a software engineer writing a design note for teammates',
  'a secondary-school teacher writing to parents',
  'a freelance journalist filing a feature for a local paper',
  'a product manager summarising user interviews',
  'a retired engineer writing a blog post about a hobby',
  'a nonprofit coordinator writing a grant update',
  'an undergraduate writing a course reflection',
] as const;

export const TONES = [
  'plain',
  'warm',
  'confident',
  'measured',
  'curious',
  'wry',
  'direct',
  'enthusiastic',
  'reflective',
  'matter-of-fact',
] as const;

export const FORMALITY = { min: FORMALITY_MIN, max: FORMALITY_MAX } as const;

/** GET /v1/presets body (the contract's `presetsSchema`). */
export function presets(): { personas: string[]; tones: string[]; formality: { min: number; max: number } } {
  return { personas: [...PERSONAS], tones: [...TONES], formality: { ...FORMALITY } };
}

/** A sentence opener and the formality levels (inclusive) it suits. */
export interface Marker {
  text: string;
  min: number;
  max: number;
}

export interface Voice {
  id: string;
  markers: readonly Marker[];
  /** Drop hedges ("arguably", "perhaps", "it could be argued that"). */
  cutsHedges: boolean;
}

function m(text: string, min = FORMALITY_MIN, max = FORMALITY_MAX): Marker {
  return { text, min, max };
}

const PERSONA_VOICES: ReadonlyArray<{ keywords: RegExp; voice: Voice }> = [
  {
    keywords: /\bgraduate|field notes|research|scientist|phd|postdoc/i,
    voice: { id: 'graduate-student', cutsHedges: false, markers: [m('As far as I can tell,'), m('I noticed that', 1, 4), m('From what I saw,', 1, 4)] },
  },
  {
    keywords: /business|shop|store|customer|owner|founder/i,
    voice: { id: 'business-owner', cutsHedges: false, markers: [m('In our experience,'), m('We have found that'), m('To be honest,', 1, 3)] },
  },
  {
    keywords: /nurse|doctor|patient|clinic|care/i,
    voice: { id: 'nurse', cutsHedges: false, markers: [m('In my experience,'), m('Put simply,'), m('I find that', 1, 4)] },
  },
  {
    keywords: /software|developer|programmer|design note|engineer writing a design/i,
    voice: { id: 'software-engineer', cutsHedges: true, markers: [m('In practice,'), m('As I see it,', 1, 4), m('I think', 1, 3)] },
  },
  {
    keywords: /teacher|school|parents|tutor/i,
    voice: { id: 'teacher', cutsHedges: false, markers: [m('In my experience,'), m('I have seen that'), m('Put simply,')] },
  },
  {
    keywords: /journalist|reporter|feature|newspaper|paper|editor/i,
    voice: { id: 'journalist', cutsHedges: true, markers: [m('Put simply,'), m('By most accounts,'), m('As it turns out,', 1, 4)] },
  },
  {
    keywords: /product|manager|interview|user research|ux/i,
    voice: { id: 'product-manager', cutsHedges: true, markers: [m('In practice,'), m('Put simply,'), m('I think', 1, 3)] },
  },
  {
    keywords: /blog|hobby|retired|enthusiast|amateur/i,
    voice: { id: 'blogger', cutsHedges: false, markers: [m('I have found that'), m('In my experience,'), m('Frankly,', 1, 3), m('If you ask me,', 1, 2)] },
  },
  {
    keywords: /nonprofit|non-profit|charity|grant|volunteer|coordinator/i,
    voice: { id: 'nonprofit-coordinator', cutsHedges: false, markers: [m('We have seen that'), m('In our experience,'), m('Put simply,')] },
  },
  {
    keywords: /undergraduate|student|course|essay|class|reflection/i,
    voice: { id: 'undergraduate', cutsHedges: false, markers: [m('I think', 1, 4), m('In my view,'), m('For me,', 1, 3), m('I would argue that', 2, 5)] },
  },
];

const DEFAULT_PERSONA_VOICE: Voice = { id: 'writer', cutsHedges: false, markers: [m('I think', 1, 4), m('In my view,')] };

const TONE_VOICES: ReadonlyArray<{ keywords: RegExp; voice: Voice }> = [
  { keywords: /^plain|neutral|simple/i, voice: { id: 'plain', cutsHedges: false, markers: [] } },
  {
    keywords: /warm|friendly|kind|caring|casual/i,
    // No "To be fair,": it concedes a point, and put before a plain statement ("To be fair, an
    // order from February points to 501 (Ohio)") it makes one up.
    voice: { id: 'warm', cutsHedges: false, markers: [m('Happily,', 1, 4), m('Thankfully,')] },
  },
  {
    keywords: /confident|assertive|bold|persuasive/i,
    voice: { id: 'confident', cutsHedges: true, markers: [m('Simply put,'), m('Make no mistake,', 1, 3), m('Without question,', 2, 5)] },
  },
  {
    keywords: /measured|balanced|formal|academic|calm/i,
    voice: { id: 'measured', cutsHedges: false, markers: [m('On balance,'), m('In practice,')] },
  },
  {
    keywords: /curious|inquisitive|exploratory|wonder/i,
    voice: { id: 'curious', cutsHedges: false, markers: [m('Oddly enough,', 1, 4), m('Curiously,'), m('It turns out that')] },
  },
  {
    keywords: /wry|dry|humou?r|funny|ironic|witty/i,
    voice: { id: 'wry', cutsHedges: false, markers: [m('Of course,'), m('Predictably,'), m('As it happens,'), m('Funny enough,', 1, 2)] },
  },
  {
    keywords: /direct|blunt|concise|terse/i,
    // No "In short,": it announces a summary, and "In short, the first was held in Melbourne in
    // 2015" summarises nothing.
    voice: { id: 'direct', cutsHedges: true, markers: [m('Simply put,'), m('Plainly,')] },
  },
  {
    keywords: /enthusias|excited|upbeat|energetic|cheerful|positive/i,
    voice: { id: 'enthusiastic', cutsHedges: false, markers: [m('Best of all,', 1, 4), m('Happily,'), m('Even better,', 1, 4)] },
  },
  {
    keywords: /reflect|thoughtful|pensive|personal/i,
    voice: { id: 'reflective', cutsHedges: false, markers: [m('Looking back,'), m('It seems to me that'), m('I suspect that')] },
  },
  {
    keywords: /matter|factual|professional|objective|businesslike/i,
    voice: { id: 'matter-of-fact', cutsHedges: true, markers: [m('In practice,'), m('As it stands,')] },
  },
];

/** The voice of a persona: a preset, or the preset whose keywords a free description shares. */
export function personaVoice(persona: string): Voice {
  return PERSONA_VOICES.find((v) => v.keywords.test(persona))?.voice ?? DEFAULT_PERSONA_VOICE;
}

/** The voice of a tone, matched the same way; an unknown tone is plain. */
export function toneVoice(tone: string): Voice {
  return TONE_VOICES.find((v) => v.keywords.test(tone))?.voice ?? (TONE_VOICES[0] as { voice: Voice }).voice;
}
