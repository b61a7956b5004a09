/** The rewrite as a unified diff against the draft, coloured like `git diff` on a terminal. */
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import type { Paint } from './output';

/** Lines of a unified diff from `a/NAME` to `b/NAME`, or an empty list when nothing changed. */
export function unifiedDiff(name: string, before: string, after: string, paint: Paint): string[] {
  if (before === after) return [];
  const patch = createTwoFilesPatch(`a/${name}`, `b/${name}`, before, after, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  });
  const lines = patch.replace(/\n$/, '').split('\n');
  return lines.map((line) => {
    if (line.startsWith('+++') || line.startsWith('---')) return paint('bold', line);
    if (line.startsWith('@@')) return paint('cyan', line);
    if (line.startsWith('+')) return paint('green', line);
    if (line.startsWith('-')) return paint('red', line);
    return line;
  });
}
