/** `--help` texts. Kept in one place so that they read as one manual. */
import { DEFAULTS as SERVICE_DEFAULTS } from '../service';
import { EXIT_CODE_HELP } from './exitCodes';

const CONNECTION = `Service:
  With neither --base-url nor REDRAFT_BASE_URL, redraft starts the local service inside the
  command (on 127.0.0.1, offline) with its data in $REDRAFT_DATA_DIR, else $XDG_DATA_HOME/redraft,
  else ~/.local/share/redraft. A local account and key are made on first use; the key is kept
  in that folder (mode 0600) and never printed.
  --base-url URL    API root of a deployment, e.g. https://redraft.example.com/api
                    (or REDRAFT_BASE_URL); the key is read from REDRAFT_API_KEY only, never a flag.`;

export const mainHelp = `redraft — check Markdown drafts for AI likelihood and rewrite them

Usage: redraft <command> [options]

Commands:
  detect FILE...          check files (Markdown or text; globs, folders, - for stdin)
  calibrate-me PATH...    measure the detector on your own writing, offline; offer mutes
  rewrite FILE            rewrite a draft; prints a diff or writes the file
  estimate FILE           what a rewrite or a check of FILE would cost
  pricing                 published prices
  runs list|show|cancel|delete
                          the rewrite runs of the account
  serve                   run the local service as a server

Run \`redraft <command> --help\` for a command's options.

Options:
  -h, --help              this help
  -V, --version           the version

Environment:
  REDRAFT_BASE_URL        API root of a deployment (else the embedded local service)
  REDRAFT_API_KEY         API key for it (or for the embedded service instead of the stored one)
  REDRAFT_DATA_DIR        data folder of the embedded service
  REDRAFT_PACE_MS         pause between work steps of the embedded service (default 0)
  NO_COLOR                no colours, even on a terminal

Exit codes:
${EXIT_CODE_HELP.map(([code, text]) => `  ${String(code).padStart(3)}  ${text}`).join('\n')}`;

export const detectHelp = `Usage: redraft detect [options] FILE...

Checks each file for AI likelihood. FILE may be a path, a glob ("docs/**/*.md", quoted so the
shell leaves it alone), a folder (its .md, .markdown and .txt files) or - for stdin.

Prints every scored paragraph as file:line:col (1-based; columns count characters as an
editor shows them, so an emoji is one column) with its verdict, score and the writing signals
leaning AI in it, then a summary per file. Paragraphs under 20 words are not scored.

The nearest .redraft.json (or "redraft" key of package.json) above each file applies: files
its "ignore" globs match are skipped, and muted signals, allowed words and text inside
<!-- redraft-disable --> comments are not shown and do not count toward --fail-on.

Options:
  --format F              text (default); json; github (workflow-command annotations for
                          GitHub Actions); sarif (SARIF 2.1.0 for code scanning)
  --json                  the same as --format json: {"files":[{file, config, detection, report,
                          hidden, fail_on, failing, error}]}; every start/end (code points)
                          also gets range.start/end {line, column}
  --fail-on ai|mixed|none exit 1 when a file reads ai (or, with mixed, mixed or ai); overrides
                          the configuration's "failOn"
  --force                 send a named file that is not Markdown or text (.json, .ts, ...) anyway
  -h, --help              this help

${CONNECTION}`;

export const calibrateMeHelp = `Usage: redraft calibrate-me [options] PATH...

Reads your own older documents (folders, files or globs; .md, .markdown and .txt) with the
detector bundled in redraft, in this process: nothing is sent anywhere, no key is needed and
nothing is charged. Shows how many of your paragraphs a check would mark AI or mixed and which
writing signals lean AI on your style (those leaning AI in a third of your documents or more).

Options:
  --write                 add those signals to "mute" in the configuration that applies here
                          (the nearest .redraft.json or package.json "redraft"; else a new
                          .redraft.json in the working directory)
  --json                  print the measurement as JSON
  -h, --help              this help`;

export const rewriteHelp = `Usage: redraft rewrite [options] FILE

Rewrites a draft (FILE, or - for stdin). Shows the estimate first, then a live line with the
projected charge. Ctrl-C cancels the run on the service and reports what it was charged for
the work done. With neither --out nor --in-place, prints a unified diff on stdout.

Options:
  -q, --quality Q         low, standard (default) or high
  --persona TEXT          who is writing; a concrete description works best
  --tone TEXT             how it should sound
  --formality N           1 (conversational) to 5 (formal)
  --typos, --no-typos     allow a few typos (default: on)
  --typos-per-100 N       typo rate when typos are on (0-10, default 1.0)
  --common-words, --no-common-words
                          prefer everyday wording (default: on)
  --min-zipf N            how common replacement words must be (1-7, default 4.0)
  --random-plan           sample the whole voice plan; other voice options are ignored
  -o, --out FILE          write the rewrite to FILE (- for stdout)
  -i, --in-place          overwrite FILE with the rewrite
  --json                  print the finished run as JSON instead of the diff
  --force                 send a named file that is not Markdown or text (.json, .ts, ...) anyway
  -h, --help              this help

Options left unset are sampled by the service from its presets (\`redraft pricing\` shows prices).

${CONNECTION}`;

export const estimateHelp = `Usage: redraft estimate [options] FILE

What a rewrite of FILE would cost at each quality (or one, with --quality), and what a check
costs. Only prose words are billed; code, tables and Markdown structure are free.

Options:
  -q, --quality Q         only this quality: low, standard or high
  --json                  print {"run": {quality: estimate}, "check": estimate} as JSON
  --force                 send a named file that is not Markdown or text (.json, .ts, ...) anyway
  -h, --help              this help

${CONNECTION}`;

export const pricingHelp = `Usage: redraft pricing [options]

The deployment's published prices per 1,000 prose words, by quality.

Options:
  --json                  print the pricing object as the service returns it
  -h, --help              this help

${CONNECTION}`;

export const runsHelp = `Usage: redraft runs <list|show|cancel|delete> [options]

  runs list [--limit N] [--all] [--json]
                          newest first; --limit 1-100 (default 20); --all follows every page
  runs show ID [--json | --output]
                          one run; --output prints only the rewrite (for > file)
  runs cancel ID          cancel a queued or running run; prints its charge
  runs delete ID          erase a finished run's texts (billing is kept)
  runs delete --all       erase the texts of every finished run

Options:
  -h, --help              this help

${CONNECTION}`;

export const serveHelp = `Usage: redraft serve [options]

Runs the local Redraft service in the foreground until Ctrl-C or SIGTERM.

  --host H                    bind address (default ${SERVICE_DEFAULTS.host})
  --port N                    port; 0 picks a free one (default ${SERVICE_DEFAULTS.port})
  --data DIR                  storage folder (default .redraft/ in the working directory)
  --seed FILE                 JSON file of accounts to create or update on start
  --pace-ms N                 pause between work steps; 0 = none (default ${SERVICE_DEFAULTS.paceMs})
  --detection-ttl-s N         how long a detection is kept (default ${SERVICE_DEFAULTS.detectionTtlMs / 1000})
  --runs-per-minute N         create-run limit per key (default ${SERVICE_DEFAULTS.runsPerMinute})
  --detections-per-minute N   create-check limit per key (default ${SERVICE_DEFAULTS.detectionsPerMinute})
  -h, --help                  show this help
`;
