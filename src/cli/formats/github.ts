/**
 * `redraft detect --format github`: GitHub Actions workflow commands, so each marked paragraph
 * shows as an annotation on its lines in the pull request. One annotation per AI or mixed
 * paragraph (with its evidence quoted), not one per evidence span: GitHub shows only the first
 * few annotations of each level per step, and a paragraph is what a writer rewrites.
 *
 * Levels: a paragraph that makes its file fail --fail-on is `error`; other AI paragraphs are
 * `warning`, mixed ones `notice`. A file that could not be checked is an `error` on the file.
 */
import { paragraphFindings, type CheckedFile, type FailedFile } from './findings';

/** Escapes the message part (`::…::message`), as @actions/core does. */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a property value (`file=…,title=…`): also `:` and `,`, which delimit properties. */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(level: 'error' | 'warning' | 'notice', properties: Record<string, string | number | undefined>, message: string): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${level}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}

export function githubAnnotations(checked: readonly CheckedFile[], failed: readonly FailedFile[]): string[] {
  const lines: string[] = [];
  for (const file of checked) {
    for (const p of paragraphFindings(file)) {
      const level = p.failing ? 'error' : p.verdict === 'ai' ? 'warning' : 'notice';
      lines.push(
        command(
          level,
          {
            file: file.file ?? undefined,
            line: p.range.start.line,
            col: p.range.start.column,
            endLine: p.range.end.line,
            endColumn: p.range.end.column,
            title: `Redraft: ${p.verdict === 'ai' ? 'reads AI' : 'reads mixed'} (${Math.round(p.score * 100)}%)`,
          },
          p.message,
        ),
      );
    }
  }
  for (const file of failed) {
    lines.push(command('error', { file: file.file ?? undefined, title: 'Redraft: not checked' }, file.message));
  }
  return lines;
}
