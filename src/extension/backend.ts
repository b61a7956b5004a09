import * as vscode from 'vscode';
import { RedraftClient, type RedraftClientOptions, type RetryInfo } from '../client';
import type { RunningService } from '../service';
import { connectEmbedded, startEmbeddedService } from '../workflow';
import type { Config, BackendKind } from './config';
import type { Log } from './log';
import { MissingApiKeyError, MissingBaseUrlError } from './errors/errorMessages';

export interface Connection {
  kind: BackendKind;
  baseUrl: string;
  client: RedraftClient;
}

export type BackendHealth =
  | { state: 'idle' }
  | { state: 'starting'; kind: BackendKind }
  | { state: 'ready'; kind: BackendKind; baseUrl: string }
  | { state: 'down'; kind: BackendKind; message: string };

const LOCAL_KEY = 'redraft.local.apiKey';
const REMOTE_KEY = 'redraft.remote.apiKey';

/**
 * Knows which deployment to talk to and how: the bundled local service (started on first use,
 * on 127.0.0.1 port 0, data in the extension's global storage, key provisioned once and kept in
 * SecretStorage) or a remote one (base URL setting + key from SecretStorage). Keys never touch
 * settings or logs.
 */
export class Backend implements vscode.Disposable {
  private connection: Promise<Connection> | undefined;
  private local: RunningService | undefined;
  private readonly retryListeners = new Set<(info: RetryInfo) => void>();
  private readonly healthEmitter = new vscode.EventEmitter<BackendHealth>();
  readonly onDidChangeHealth = this.healthEmitter.event;
  private healthState: BackendHealth = { state: 'idle' };
  private readonly disposables: vscode.Disposable[] = [this.healthEmitter];

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly config: Config,
    private readonly log: Log,
  ) {
    vscode.workspace.onDidChangeConfiguration(
      (e) => {
        if (e.affectsConfiguration('redraft.backend') || e.affectsConfiguration('redraft.remote') || e.affectsConfiguration('redraft.requestTimeoutSeconds')) {
          this.log.info('Backend settings changed; reconnecting on next use.');
          void this.reset();
        }
      },
      this,
      this.disposables,
    );
    context.secrets.onDidChange(
      (e) => {
        if (e.key === REMOTE_KEY && this.config.backend === 'remote') void this.reset();
      },
      this,
      this.disposables,
    );
  }

  get health(): BackendHealth {
    return this.healthState;
  }

  /** A description of where requests go, for messages: never includes a key. */
  get describedBaseUrl(): string {
    if (this.healthState.state === 'ready') return this.healthState.baseUrl;
    return this.config.backend === 'remote' ? this.config.remoteBaseUrl || '(no base URL set)' : 'the local Redraft service';
  }

  /** Lets a UI show "retrying in N s" while the client waits out a 429 or 503. */
  onRetry(listener: (info: RetryInfo) => void): vscode.Disposable {
    this.retryListeners.add(listener);
    return new vscode.Disposable(() => this.retryListeners.delete(listener));
  }

  connect(): Promise<Connection> {
    if (!this.connection) {
      const attempt = this.open();
      this.connection = attempt;
      attempt.catch(() => {
        // A failed connection is retried from scratch on the next command.
        if (this.connection === attempt) this.connection = undefined;
      });
    }
    return this.connection;
  }

  async setRemoteKey(key: string): Promise<void> {
    await this.context.secrets.store(REMOTE_KEY, key);
    this.log.addSecret(key);
  }

  async clearRemoteKey(): Promise<boolean> {
    const had = (await this.context.secrets.get(REMOTE_KEY)) !== undefined;
    await this.context.secrets.delete(REMOTE_KEY);
    return had;
  }

  async hasRemoteKey(): Promise<boolean> {
    return (await this.context.secrets.get(REMOTE_KEY)) !== undefined;
  }

  /** Drops the current connection; the local service is stopped when the backend changes. */
  async reset(): Promise<void> {
    this.connection = undefined;
    if (this.config.backend !== 'local') await this.stopLocal();
    this.setHealth({ state: 'idle' });
  }

  async stopLocal(): Promise<void> {
    const local = this.local;
    this.local = undefined;
    if (local) {
      await local.close();
      this.log.info('Local service stopped.');
    }
  }

  private async open(): Promise<Connection> {
    const kind = this.config.backend;
    this.setHealth({ state: 'starting', kind });
    try {
      const connection = kind === 'local' ? await this.openLocal() : await this.openRemote();
      this.setHealth({ state: 'ready', kind, baseUrl: connection.baseUrl });
      return connection;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.setHealth({ state: 'down', kind, message });
      throw err;
    }
  }

  private async openLocal(): Promise<Connection> {
    if (!this.local) {
      const dataDir = vscode.Uri.joinPath(this.context.globalStorageUri, 'service').fsPath;
      this.log.info(`Starting the local service (data in ${dataDir}).`);
      this.local = await startEmbeddedService({
        dataDir,
        paceMs: this.config.localPaceMs,
        wasmDir: vscode.Uri.joinPath(this.context.extensionUri, 'dist').fsPath,
        log: (line) => this.log.info(`[service] ${line}`),
        onWait: (message) => this.log.info(message),
      });
      this.log.info(`Local service listening at ${this.local.baseUrl}.`);
    }
    const local = this.local;
    const secrets = this.context.secrets;
    const { client } = await connectEmbedded(local, {
      keys: {
        read: async () => {
          const key = await secrets.get(LOCAL_KEY);
          this.log.addSecret(key);
          return key;
        },
        write: async (key) => {
          this.log.addSecret(key);
          await secrets.store(LOCAL_KEY, key);
        },
      },
      client: this.clientOptions(),
      onNewKey: () => this.log.info('Created a local account and API key (kept in VS Code secret storage).'),
    });
    return { kind: 'local', baseUrl: local.baseUrl, client };
  }

  private async openRemote(): Promise<Connection> {
    const baseUrl = this.config.remoteBaseUrl;
    if (!baseUrl) throw new MissingBaseUrlError();
    const key = await this.context.secrets.get(REMOTE_KEY);
    if (!key) throw new MissingApiKeyError(baseUrl);
    this.log.addSecret(key);
    return { kind: 'remote', baseUrl, client: new RedraftClient({ ...this.clientOptions(), baseUrl, apiKey: key }) };
  }

  /** Timeouts, user agent and retry reporting; the embedded backend adds its faster poll cadence. */
  private clientOptions(): Omit<RedraftClientOptions, 'baseUrl' | 'apiKey'> {
    return {
      timeoutMs: this.config.requestTimeoutMs,
      userAgent: `redraft-vscode/${String(this.context.extension.packageJSON.version ?? '0')}`,
      onRetry: (info) => {
        this.log.warn(`${info.method} ${info.path}: ${info.reason}, retry ${info.attempt}/${info.maxRetries} in ${info.delayMs} ms`);
        for (const l of this.retryListeners) l(info);
      },
    };
  }

  private setHealth(h: BackendHealth): void {
    this.healthState = h;
    this.healthEmitter.fire(h);
  }

  async stop(): Promise<void> {
    this.connection = undefined;
    await this.stopLocal();
  }

  dispose(): void {
    void this.stop();
    for (const d of this.disposables) d.dispose();
  }
}
