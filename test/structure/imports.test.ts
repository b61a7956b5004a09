/**
 * The source's shape, checked like behaviour: no import circle anywhere in src/ (type-only imports
 * count, as they do for a reader), and no file in src/extension over 300 lines. A circle or a
 * god class creeps back one reasonable-looking import at a time; this says so at once.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s+\w+\s*=\s*require\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((f) => f.endsWith('.ts') && safeIsFile(f));
}

function safeIsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Every set of files that import each other in a circle (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('source structure', () => {
  const files = sourceFiles(SRC);

  it('has no import circle in src/', () => {
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, (m[1] ?? m[2])!)).filter((t): t is string => t !== undefined);
      graph.set(file, targets);
    }
    const found = circles(graph).map((c) => c.map((f) => path.relative(SRC, f)).sort());
    assert.deepEqual(found, [], `import circles: ${JSON.stringify(found)}`);
  });

  it('keeps every file in src/extension at 300 lines or fewer', () => {
    const long = files
      .filter((f) => f.startsWith(path.join(SRC, 'extension') + path.sep))
      .map((f) => ({ file: path.relative(SRC, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > 300);
    assert.deepEqual(long, []);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    assert.deepEqual(circles(graph).map((c) => c.sort()), [['a', 'b', 'c']]);
  });
});
