import * as vscode from 'vscode';

/**
 * One log channel for details. Secrets are scrubbed from every line: keys look like bearer tokens
 * and must never reach the log even when an error message quotes a request.
 */
export class Log implements vscode.Disposable {
  readonly channel: vscode.LogOutputChannel;
  private readonly secrets = new Set<string>();

  constructor() {
    this.channel = vscode.window.createOutputChannel('Redraft', { log: true });
  }

  /** Registers a secret value that must be masked wherever it appears. */
  addSecret(value: string | undefined): void {
    if (value && value.length >= 6) this.secrets.add(value);
  }

  scrub(text: string): string {
    let out = text;
    for (const s of this.secrets) out = out.split(s).join('«redacted»');
    return out.replace(/(Bearer\s+)[A-Za-z0-9._~+/=-]+/g, '$1«redacted»');
  }

  info(message: string): void {
    this.channel.info(this.scrub(message));
  }

  warn(message: string): void {
    this.channel.warn(this.scrub(message));
  }

  error(message: string, err?: unknown): void {
    const detail = err instanceof Error ? `${err.name}: ${err.message}${causeText(err)}` : err === undefined ? '' : String(err);
    this.channel.error(this.scrub(detail ? `${message} — ${detail}` : message));
  }

  show(): void {
    this.channel.show(true);
  }

  dispose(): void {
    this.channel.dispose();
  }
}

function causeText(err: Error): string {
  const cause = (err as { cause?: unknown }).cause;
  return cause instanceof Error ? ` (cause: ${cause.message})` : '';
}
