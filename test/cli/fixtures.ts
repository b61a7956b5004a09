/**
 * Drafts for the CLI tests, written to a temp folder at run time so that line endings are exactly
 * what each test says (a checkout with autocrlf cannot change them).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const AI_DRAFT = `# Embracing change

In today's fast-paced digital landscape, it is essential to delve into the pivotal role that
documentation plays in fostering seamless collaboration. By leveraging a holistic framework, teams
can navigate the intricate tapestry of modern workflows and unlock robust, transformative value.

Moreover, this comprehensive approach underscores a commitment to excellence. Furthermore, it
empowers stakeholders to harness innovative synergies, streamline their processes, and elevate the
overall experience in a meaningful, impactful and sustainable way across the entire organization.
`;

export const HUMAN_DRAFT = `# Friday notes

I moved the onboarding guide on Friday. It's short, so I thought it'd take ten minutes. It took an
hour, because half the image paths broke when we renamed the folders last spring and nobody noticed.

Sam didn't love the table syntax. He's right that it's fiddly, but the diffs are readable now and
that's what I care about. Next week: release notes, if Priya doesn't beat me to it.
`;

/** CRLF line endings, astral characters before the paragraphs that matter. */
export const CRLF_EMOJI_DRAFT = [
  '# Release notes 🚀',
  '',
  'This week we shipped the new importer 🎉 and fixed the slow search page that people kept',
  'reporting in the forum, and we also cleaned up a few old flags nobody used any more.',
  '',
  '- 🧭 In the evolving landscape of tooling, this pivotal release is a tapestry of improvements',
  '  that delve into every corner of the workflow and its many moving parts, big and small.',
  '',
].join('\r\n');

/** Where the list-item paragraph of CRLF_EMOJI_DRAFT starts: at the 🧭, after "- ". */
export const CRLF_EMOJI_LIST_PARAGRAPH = { line: 6, column: 3 };

export const CODE_ONLY_DRAFT = '```js\nconsole.log("no prose here");\n```\n';

/** A draft longer than the default check limit (35,000 characters). */
export function longDraft(chars = 36_000): string {
  const paragraph = `${HUMAN_DRAFT.split('\n\n')[1] ?? ''}\n\n`;
  return paragraph.repeat(Math.ceil(chars / paragraph.length));
}

export function writeDrafts(dir: string): Record<'ai' | 'human' | 'crlf' | 'code' | 'long', string> {
  const files = {
    ai: ['ai.md', AI_DRAFT],
    human: ['human.md', HUMAN_DRAFT],
    crlf: ['crlf-emoji.md', CRLF_EMOJI_DRAFT],
    code: ['code-only.md', CODE_ONLY_DRAFT],
    long: ['long.md', longDraft()],
  } as const;
  const written = {} as Record<keyof typeof files, string>;
  for (const [name, [file, text]] of Object.entries(files) as [keyof typeof files, readonly [string, string]][]) {
    const full = path.join(dir, file);
    writeFileSync(full, text);
    written[name] = full;
  }
  return written;
}

/**
 * The line and column of a code-point offset, computed the plain way (split the text into code
 * points and walk it), as an oracle for the CLI's conversion.
 */
export function oracleLineCol(text: string, codePoint: number): { line: number; column: number } {
  const chars = [...text];
  let line = 1;
  let column = 1;
  for (let i = 0; i < codePoint && i < chars.length; i++) {
    const c = chars[i];
    if (c === '\r' && chars[i + 1] === '\n') continue; // the \n that follows ends the line
    if (c === '\n' || c === '\r') {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return { line, column };
}
