/**
 * Hosts the bundled local service inside the extension host: 127.0.0.1, port 0, data in the
 * extension's global storage. The client talks to it over real HTTP, as to a hosted deployment.
 */
import { startService } from '../service';

export interface EmbeddedService {
  baseUrl: string;
  /** Creates a local account (first use) and returns a new API key for it. */
  provisionKey(): Promise<string>;
  close(): Promise<void>;
}

export interface EmbeddedServiceOptions {
  dataDir: string;
  paceMs: number;
  /** Folder holding sql-wasm.wasm (the extension's dist/). */
  wasmDir: string;
  log: (line: string) => void;
}

export async function startEmbeddedService(opts: EmbeddedServiceOptions): Promise<EmbeddedService> {
  const service = await startService({
    host: '127.0.0.1',
    port: 0,
    dataDir: opts.dataDir,
    paceMs: opts.paceMs,
    wasmDir: opts.wasmDir,
    log: opts.log,
  });
  return {
    baseUrl: service.baseUrl,
    provisionKey: () => service.provisionLocalKey(),
    close: () => service.close(),
  };
}
