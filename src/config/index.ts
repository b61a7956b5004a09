/**
 * The workspace configuration and inline ignore comments, shared by the extension and the CLI.
 * Uses contract/ (report types) and text/ (the Markdown parse, offsets); never vscode.
 */
export { CHECK_TRIGGERS, DEFAULT_CHECK_TRIGGER, EVIDENCE_SEVERITIES, FAIL_ON, checkTrigger, configJsonSchema, redraftConfigSchema } from './schema';
export type { CheckTrigger, EvidenceSeverity, FailOn, RedraftConfig } from './schema';
export { ConfigError } from './errors';
export { CONFIG_FILE_NAME, ConfigLoader, PACKAGE_JSON_KEY, parseConfigText } from './load';
export type { LoadedConfig, ReadText } from './load';
export { ignoredBy } from './ignoreFiles';
export { ignoreRegions, parseDirectives } from './comments';
export type { Directive, IgnoreRegion } from './comments';
export { allowedSpans, applyRules, reachesFailOn, regionsWithin, rulesOf } from './rules';
export type { FilteredReport, Rules } from './rules';
export { addAllowedWords, addMutedSignals } from './write';
