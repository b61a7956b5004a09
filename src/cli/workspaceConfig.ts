/**
 * The workspace configuration as the command line uses it: the config of each named file (stdin
 * takes the working directory's), a malformed one as a usage error (exit 2, as ESLint does for
 * configuration problems), and the rules that filter a file's report.
 */
import path from 'node:path';
import { applyRules, ConfigError, ConfigLoader, ignoreRegions, rulesOf, type FilteredReport, type LoadedConfig } from '../config';
import type { DetectionReport } from '../contract';
import { CliError } from './failure';
import { EXIT } from './exitCodes';
import { STDIN } from './inputs';

export class WorkspaceConfig {
  private readonly loader = new ConfigLoader();

  constructor(private readonly cwd: string) {}

  /** The configuration for a command-line name (a path, or `-`). */
  forName(name: string): LoadedConfig {
    try {
      return name === STDIN ? this.loader.forFolder(this.cwd) : this.loader.forFile(path.resolve(this.cwd, name));
    } catch (error) {
      throw asCliError(error, this.cwd);
    }
  }
}

/** A ConfigError as the one line and exit code of the CLI (paths relative to the working directory); others unchanged. */
export function asCliError(error: unknown, cwd: string): unknown {
  return error instanceof ConfigError ? new CliError(`${path.relative(cwd, error.file) || error.file}: ${error.detail}`, EXIT.USAGE) : error;
}

/** A report with the file's configuration and its inline comments applied. */
export function filterReport(report: DetectionReport, text: string, loaded: LoadedConfig): FilteredReport {
  return applyRules(report, text, rulesOf(loaded.config, ignoreRegions(text)));
}
