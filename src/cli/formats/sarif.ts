/**
 * `redraft detect --format sarif`: a SARIF 2.1.0 log that GitHub code scanning accepts (one run,
 * rules in tool.driver, relative artifact URIs against %SRCROOT%), validated against the official
 * schema in test/cli/formats.test.ts.
 *
 * Results: each AI or mixed paragraph under the rule `paragraph` (error when it makes its file fail
 * --fail-on, warning for AI, note for mixed), and each piece of evidence under its signal's key at
 * the configured evidence severity (`off` leaves evidence out). Rules are read from the reports,
 * so signals a newer detector adds appear without a change here. Columns are code points, as
 * `columnKind` says.
 */
import { evidenceFindings, paragraphFindings, type CheckedFile, type FailedFile } from './findings';
import type { EvidenceSeverity } from '../../config';
import type { LineRange } from '../lineCol';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const PARAGRAPH_RULE = 'paragraph';

type Level = 'error' | 'warning' | 'note';

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: Level };
  properties: { tags: string[] };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: Level;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: SarifRegion } }[];
}

interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: { driver: { name: string; version: string; semanticVersion: string; informationUri?: string; rules: SarifRule[] } };
    originalUriBaseIds: Record<string, { uri: string }>;
    columnKind: 'unicodeCodePoints';
    results: SarifResult[];
    invocations: {
      executionSuccessful: boolean;
      toolExecutionNotifications: { level: Level; message: { text: string }; locations?: SarifResult['locations'] }[];
    }[];
  }[];
}

const EVIDENCE_LEVEL: Record<EvidenceSeverity, Level | null> = { off: null, hint: 'note', information: 'note', warning: 'warning', error: 'error' };

export interface SarifOptions {
  version: string;
  /** The working directory as a file: URI ending in `/`, the base of every artifact URI. */
  rootUri: string;
}

export function sarifLog(checked: readonly CheckedFile[], failed: readonly FailedFile[], options: SarifOptions): SarifLog {
  const rules: SarifRule[] = [paragraphRule()];
  const ruleIndex = new Map<string, number>([[PARAGRAPH_RULE, 0]]);
  const results: SarifResult[] = [];
  for (const file of checked) {
    // A result must have a location for code scanning; stdin has no file to point at.
    if (file.file === null) continue;
    for (const p of paragraphFindings(file)) {
      results.push({
        ruleId: PARAGRAPH_RULE,
        ruleIndex: 0,
        level: p.failing ? 'error' : p.verdict === 'ai' ? 'warning' : 'note',
        message: { text: p.message },
        locations: [location(file.file, p.range)],
      });
    }
    const level = EVIDENCE_LEVEL[file.severity];
    if (level === null) continue;
    for (const e of evidenceFindings(file)) {
      let index = ruleIndex.get(e.signal.key);
      if (index === undefined) {
        index = rules.length;
        ruleIndex.set(e.signal.key, index);
        rules.push(signalRule(e.signal.key, e.signal.label, level));
      }
      results.push({
        ruleId: e.signal.key,
        ruleIndex: index,
        level,
        message: { text: `"${e.excerpt}": ${e.message}` },
        locations: [location(file.file, e.range)],
      });
    }
  }
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Redraft', version: options.version, semanticVersion: options.version, rules } },
        originalUriBaseIds: { '%SRCROOT%': { uri: options.rootUri } },
        columnKind: 'unicodeCodePoints',
        results,
        invocations: [
          {
            executionSuccessful: failed.length === 0,
            toolExecutionNotifications: failed.map((f) => ({
              level: 'error' as const,
              message: { text: `${f.name}: ${f.message}` },
              ...(f.file === null ? {} : { locations: [{ physicalLocation: { artifactLocation: { uri: encodePath(f.file), uriBaseId: '%SRCROOT%' }, region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 } } }] }),
            })),
          },
        ],
      },
    ],
  };
}

function location(file: string, range: LineRange): SarifResult['locations'][number] {
  return {
    physicalLocation: {
      artifactLocation: { uri: encodePath(file), uriBaseId: '%SRCROOT%' },
      region: { startLine: range.start.line, startColumn: range.start.column, endLine: range.end.line, endColumn: range.end.column },
    },
  };
}

/** A relative path as a URI reference: each segment percent-encoded, `/` kept. */
export function encodePath(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

function paragraphRule(): SarifRule {
  return {
    id: PARAGRAPH_RULE,
    name: 'AiLikelyParagraph',
    shortDescription: { text: 'Paragraph reads as AI-written' },
    fullDescription: { text: 'The local detector scores this paragraph as AI-written (65% or more) or mixed (35% to 65%).' },
    help: {
      text: 'Rewrite the paragraph in your own voice, or hide it with <!-- redraft-disable-next --> if it is quoted or generated on purpose.',
    },
    defaultConfiguration: { level: 'warning' },
    properties: { tags: ['prose', 'ai-likelihood'] },
  };
}

function signalRule(key: string, label: string, level: Level): SarifRule {
  return {
    id: key,
    name: key.replace(/(^|_)([a-z0-9])/g, (_m, _s: string, c: string) => c.toUpperCase()),
    shortDescription: { text: label },
    fullDescription: { text: `Evidence of the writing signal "${label}" (${key}), which leans AI in this text.` },
    help: { text: `Mute it with "mute": ["${key}"] in .redraft.json, or <!-- redraft-disable ${key} --> around a passage.` },
    defaultConfiguration: { level },
    properties: { tags: ['prose', 'writing-signal'] },
  };
}
