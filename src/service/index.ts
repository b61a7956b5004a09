/** The local service's public surface, for the CLI and the VS Code extension. */
export { startService, DEFAULTS } from './server';
export type { ServiceOptions, RunningService, ProvisionOptions, ProvisionedAccount } from './server';
export { StorageUnavailableError } from './db';
export type { StorageStats } from './db';
export { faultyDisk, nodeDisk } from './disk';
export type { Disk, AppendFile } from './disk';
export type { DetectorEngine, RewriterEngine, Engines, Progress, Steps, RewriteJob, RewriteStep, RewriteOutcome, ResolvedRunOptions } from './engines';
export { PERSONAS, TONES, FORMALITY, OPTION_DEFAULTS } from './presets';
export { DEFAULT_STARTING_BALANCE, SCOPES } from './accounts';
export type { Scope } from './accounts';
export type { SeedFile } from './seed';
export type { Logger } from './log';
