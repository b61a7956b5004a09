/**
 * The workspace configuration (`.redraft.json`, or the `redraft` key of package.json): one zod
 * schema that the extension and the command line both read, and from which the JSON schema that
 * VS Code validates the file with is generated (`npm run schema`, checked by a test).
 *
 * Objects are strict: a misspelt key would otherwise do nothing at all, which is worse than an
 * error that names it.
 */
import { z } from 'zod';

/** Severity of the evidence of writing signals (the same words as `redraft.diagnostics.severity`). */
export const EVIDENCE_SEVERITIES = ['off', 'hint', 'information', 'warning', 'error'] as const;
export type EvidenceSeverity = (typeof EVIDENCE_SEVERITIES)[number];

/** When `redraft detect` exits 1: a file reads `ai`; reads `mixed` or `ai`; never. */
export const FAIL_ON = ['ai', 'mixed', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** When live checks run: as you type (debounced), when you save, or only when you ask. */
export const CHECK_TRIGGERS = ['onType', 'onSave', 'manual'] as const;
export type CheckTrigger = (typeof CHECK_TRIGGERS)[number];

/** Signal keys are the report's own strings (`ai_vocabulary`); the set grows with the detector. */
export const SIGNAL_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
const signalKey = z
  .string()
  .regex(SIGNAL_KEY_PATTERN, { message: 'a signal key is lower case letters, digits and _, such as "ai_vocabulary"' })
  .meta({ description: 'A signal key as reports name it, such as `ai_vocabulary`.' });

const nonEmpty = z.string().trim().min(1, { message: 'must not be empty' });

export const checkSettingsSchema = z
  .strictObject({
    trigger: z.enum(CHECK_TRIGGERS).optional().meta({
      description:
        'When live checks run: `onType` (a pause after typing), `onSave`, or `manual` (only the Check commands). Read by live checks; the Check commands always work.',
      markdownDescription:
        'When live checks run: `onType` (a pause after typing), `onSave`, or `manual` (only the **Check** commands). Read by live checks; the Check commands always work.',
    }),
  })
  .meta({ description: 'How checks start.' });

export const redraftConfigSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'The JSON schema of this file, for editors.' }),
    ignore: z.array(nonEmpty).optional().meta({
      description:
        'Files not to check: globs relative to the folder of this file, e.g. "drafts/**" or "CHANGELOG.md". The CLI skips them; the editor declines to check them.',
    }),
    allow: z.array(nonEmpty).optional().meta({
      description:
        'Words and phrases never to flag as evidence (whole words, any case), e.g. "robust" or "in today\'s world". Evidence inside an occurrence is not shown.',
    }),
    mute: z.array(signalKey).optional().meta({
      description:
        'Signals whose evidence is not shown, e.g. "ai_vocabulary". Scores are the detector\'s own and still weigh them.',
    }),
    severity: z.enum(EVIDENCE_SEVERITIES).optional().meta({
      description:
        'Severity of evidence diagnostics (editor) and SARIF results (CI). Overrides the redraft.diagnostics.severity setting for files under this config.',
    }),
    failOn: z.enum(FAIL_ON).optional().meta({
      description: '`redraft detect` exits 1 when a file reads `ai`, or `mixed` or `ai`; `none` never. The --fail-on flag overrides it.',
    }),
    check: checkSettingsSchema.optional(),
  })
  .meta({
    title: 'Redraft configuration',
    description: 'Configuration of Redraft, read by the VS Code extension and the redraft command line.',
  });

export type RedraftConfig = z.infer<typeof redraftConfigSchema>;

/** The JSON schema of `.redraft.json`, generated from the zod schema (draft-07, which VS Code's JSON support reads fully). */
export function configJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(redraftConfigSchema, { io: 'input', target: 'draft-7' }) as Record<string, unknown>;
}

/**
 * The trigger when the configuration names none: `manual`, what Redraft has always done. Live
 * checks read the trigger through `checkTrigger` so this default lives in one place.
 */
export const DEFAULT_CHECK_TRIGGER: CheckTrigger = 'manual';

export function checkTrigger(config: RedraftConfig): CheckTrigger {
  return config.check?.trigger ?? DEFAULT_CHECK_TRIGGER;
}
