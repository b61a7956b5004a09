/**
 * Where the CLI writes: results on stdout, everything about the work (estimates, progress,
 * charges, errors) on stderr, so `redraft ... > file` and `| jq` get only the result.
 *
 * Colour is used only on a TTY and never when NO_COLOR is set (https://no-color.org: present and
 * not empty). FORCE_COLOR (not "0") turns it on for a pipe, which is how tests look at colours.
 * The decision is made here, not by `styleText`, whose own stream check differs across Node 20.x.
 */
import { styleText } from 'node:util';

export type Style = 'red' | 'green' | 'yellow' | 'cyan' | 'magenta' | 'gray' | 'bold' | 'dim';

export type Paint = (style: Style | Style[], text: string) => string;

export interface Stream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Output {
  /** A result line on stdout. */
  out(line?: string): void;
  /** A line about the work on stderr (clears the progress line first). */
  err(line?: string): void;
  /** Colours for stdout text. */
  readonly paint: Paint;
  /** Colours for stderr text. */
  readonly paintErr: Paint;
  /** One live line on stderr, rewritten in place on a TTY. */
  readonly progress: ProgressLine;
  readonly stdoutIsTTY: boolean;
}

export function colorEnabled(stream: Stream, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

function painter(enabled: boolean): Paint {
  if (!enabled) return (_style, text) => text;
  return (style, text) => styleText(style, text, { validateStream: false });
}

/**
 * On a TTY the line is redrawn in place. Elsewhere (CI logs, a pipe) an update is printed as its
 * own line only when asked (`log`), each distinct text once and at most every `plainIntervalMs`
 * unless forced, so a log shows what matters (a rewrite's charge) without flooding.
 */
export class ProgressLine {
  private shown = false;
  private lastPlain = '';
  private lastPlainAt = 0;

  constructor(
    private readonly stream: Stream,
    private readonly now: () => number = Date.now,
    private readonly plainIntervalMs = 1_000,
  ) {}

  get live(): boolean {
    return this.stream.isTTY === true;
  }

  update(text: string, options: { log?: boolean; force?: boolean } = {}): void {
    if (this.live) {
      // A pty may report 0 columns; assume the classic 80 then.
      const columns = this.stream.columns !== undefined && this.stream.columns > 0 ? this.stream.columns : 80;
      const width = Math.max(20, columns - 1);
      const shown = [...text].length > width ? `${[...text].slice(0, width - 1).join('')}…` : text;
      this.stream.write(`\r\x1b[2K${shown}`);
      this.shown = true;
      return;
    }
    if (!options.log || text === this.lastPlain) return;
    const at = this.now();
    if (!options.force && this.lastPlain !== '' && at - this.lastPlainAt < this.plainIntervalMs) return;
    this.lastPlain = text;
    this.lastPlainAt = at;
    this.stream.write(`${text}\n`);
  }

  clear(): void {
    if (this.shown) this.stream.write('\r\x1b[2K');
    this.shown = false;
  }
}

export function createOutput(stdout: Stream, stderr: Stream, env: NodeJS.ProcessEnv): Output {
  const progress = new ProgressLine(stderr);
  return {
    out: (line = '') => {
      progress.clear();
      stdout.write(`${line}\n`);
    },
    err: (line = '') => {
      progress.clear();
      stderr.write(`${line}\n`);
    },
    paint: painter(colorEnabled(stdout, env)),
    paintErr: painter(colorEnabled(stderr, env)),
    progress,
    stdoutIsTTY: stdout.isTTY === true,
  };
}
