/**
 * Running the built CLI (`node dist/cli.js`) as a user would: a child process with its own data
 * folder, no inherited Redraft settings, and output collected for assertions. Waits poll with a
 * deadline; nothing sleeps a fixed time.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const CLI = path.join(ROOT, 'dist', 'cli.js');

let building: Promise<void> | null = null;

/** Builds dist/cli.js once per test process. */
export function buildCli(): Promise<void> {
  building ??= new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}): ${stderr}`))));
  });
  return building;
}

export function tempDir(prefix = 'redraft-cli-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The environment without anything that would point the CLI elsewhere or change its output. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('REDRAFT_') || name === 'NO_COLOR' || name === 'FORCE_COLOR' || name === 'XDG_DATA_HOME') continue;
    env[name] = value;
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdin?: string;
  timeoutMs?: number;
}

export class CliProcess {
  stdout = '';
  stderr = '';
  readonly exited: Promise<CliResult>;

  constructor(readonly child: ChildProcessWithoutNullStreams, timeoutMs: number) {
    child.stdout.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise<CliResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`redraft did not exit within ${timeoutMs} ms\nstdout: ${this.stdout}\nstderr: ${this.stderr}`));
      }, timeoutMs);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout: this.stdout, stderr: this.stderr });
      });
    });
  }

  async waitForStdout(pattern: RegExp, timeoutMs = 10_000): Promise<RegExpExecArray> {
    return waitFor(() => pattern.exec(this.stdout), timeoutMs, () => `stdout never matched ${pattern}:\n${this.stdout}\n${this.stderr}`);
  }

  /** Resolves with the first match of `pattern` in stderr, polling until `timeoutMs`. */
  async waitForStderr(pattern: RegExp, timeoutMs = 10_000): Promise<RegExpExecArray> {
    return waitFor(() => pattern.exec(this.stderr), timeoutMs, () => `stderr never matched ${pattern}:\n${this.stderr}`);
  }
}

export function startCli(args: readonly string[], options: CliOptions = {}): CliProcess {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? cleanEnv(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(options.stdin ?? '');
  return new CliProcess(child, options.timeoutMs ?? 30_000);
}

export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return startCli(args, options).exited;
}

/** Polls `probe` every 25 ms until it returns something other than null/undefined/false. */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs: number, describe: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** `$0.0616` or `$1,234.50` as micro-dollars, to compare a displayed charge with a wire amount. */
export function displayedMicros(display: string): number {
  const match = /^\$(\d[\d,]*)\.(\d{2,6})$/.exec(display);
  if (!match) throw new Error(`not a displayed amount: ${display}`);
  const whole = Number((match[1] ?? '0').replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  return whole * 1_000_000 + fraction;
}

/** Non-empty lines of a stream's output. */
export function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
