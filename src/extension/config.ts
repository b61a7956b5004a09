import * as vscode from 'vscode';
import { parseUsd, type Micros } from '../contract/money';
import { CHECK_TRIGGERS, type CheckTrigger } from '../config';

export type BackendKind = 'local' | 'remote';
export type SeveritySetting = 'off' | 'hint' | 'information' | 'warning' | 'error';

/** Typed view of the `redraft.*` settings; read fresh each time so changes apply at once. */
export class Config {
  static readonly section = 'redraft';

  private get raw(): vscode.WorkspaceConfiguration {
    return vscode.workspace.getConfiguration(Config.section);
  }

  get backend(): BackendKind {
    return this.raw.get<string>('backend') === 'remote' ? 'remote' : 'local';
  }

  get remoteBaseUrl(): string {
    return (this.raw.get<string>('remote.baseUrl') ?? '').trim();
  }

  get requestTimeoutMs(): number {
    return clamp(this.raw.get<number>('requestTimeoutSeconds') ?? 30, 1, 600) * 1000;
  }

  get localPaceMs(): number {
    return clamp(this.raw.get<number>('local.paceMs') ?? 150, 0, 5000);
  }

  /** `redraft.check.trigger` as set, or undefined when unset (the backend then decides). */
  get checkTrigger(): CheckTrigger | undefined {
    const v = this.raw.get<string>('check.trigger');
    return (CHECK_TRIGGERS as readonly string[]).includes(v ?? '') ? (v as CheckTrigger) : undefined;
  }

  get diagnosticSeverity(): SeveritySetting {
    const v = this.raw.get<string>('diagnostics.severity');
    return v === 'off' || v === 'information' || v === 'warning' || v === 'error' ? v : 'hint';
  }

  get showHumanParagraphs(): boolean {
    return this.raw.get<boolean>('decorations.showHuman') ?? false;
  }

  get overviewRuler(): boolean {
    return this.raw.get<boolean>('decorations.overviewRuler') ?? true;
  }

  /** The amount above which a rewrite asks first; a malformed setting falls back to $0.50. */
  get confirmAboveMicros(): Micros {
    const v = (this.raw.get<string>('rewrite.confirmAboveUsd') ?? '0.50').trim();
    const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(v);
    if (!m) return 500_000;
    return parseUsd(`${m[1]}.${(m[2] ?? '').padEnd(6, '0')}`);
  }

  get recheckAfterApply(): boolean {
    return this.raw.get<boolean>('rewrite.recheckAfterApply') ?? false;
  }

  async setBackend(kind: BackendKind, target = vscode.ConfigurationTarget.Global): Promise<void> {
    await this.raw.update('backend', kind, target);
  }

  async setRemoteBaseUrl(url: string, target = vscode.ConfigurationTarget.Global): Promise<void> {
    await this.raw.update('remote.baseUrl', url, target);
  }
}

function clamp(n: number, lo: number, hi: number): number {
  return Number.isFinite(n) ? Math.max(lo, Math.min(hi, n)) : lo;
}
