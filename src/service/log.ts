/**
 * Where the service writes its diagnostics. Messages name ids and codes only, never a text:
 * drafts and checked texts must not reach a log.
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.error(message),
  error: (message, error) => console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? '')),
};

export const silentLogger: Logger = {
  info: () => undefined,
  error: () => undefined,
};

/** Accepts a Logger or a plain line sink (the extension's output channel). */
export function toLogger(log: Logger | ((line: string) => void) | undefined): Logger {
  if (log === undefined) return consoleLogger;
  if (typeof log !== 'function') return log;
  return {
    info: (message) => log(message),
    error: (message, error) => log(error instanceof Error ? `${message}: ${error.stack ?? error.message}` : message),
  };
}
