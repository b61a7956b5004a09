/** What every command gets: where to write, the environment, Ctrl-C, and the way to the service. */
import type { RedraftClient } from '../client';
import type { Interrupts } from './interrupts';
import type { Output } from './output';

export interface Connection {
  client: RedraftClient;
  /** API root in use, e.g. `http://127.0.0.1:41234/api`. */
  baseUrl: string;
  /** True for the service started inside this process. */
  embedded: boolean;
  /** True when the key is the one the CLI keeps in the data folder (not REDRAFT_API_KEY). */
  storedKey: boolean;
}

export interface CliContext {
  io: Output;
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadableStream;
  interrupts: Interrupts;
  /**
   * The service: the deployment named by `--base-url` / REDRAFT_BASE_URL, else the embedded one.
   * Started on first call and reused; closed by main when the command returns.
   */
  connect(baseUrlFlag: string | undefined): Promise<Connection>;
}
