import type * as vscode from 'vscode';
import type { RedraftClient } from '../../client';
import type { RunEstimate } from '../../contract/estimates';
import { parseUsd } from '../../contract/money';
import { DEFAULT_QUALITY, QUALITIES, qualitySchema, type Quality, type RunOptions } from '../../contract/runs';
import { sanitizeVoice, toRunOptions, type VoiceChoice } from './model/voiceModel';
import { askQualityAndVoice } from './rewritePrompts';
import type { RewriteRequest } from './model/rewriteTypes';

const QUALITY_KEY = 'redraft.rewrite.quality';
const VOICE_KEY = 'redraft.rewrite.voice';

export interface RewriteChoice {
  quality: Quality;
  options: RunOptions;
  /** The estimate the cost is judged by. */
  estimate: RunEstimate;
}

/**
 * Quality, voice and the estimate to judge the cost by: from the request when it names a quality,
 * else asked (the pick shows every tier's estimate), remembering the choice per workspace.
 * Undefined when the writer backed out.
 */
export async function chooseRewrite(
  state: vscode.Memento,
  client: RedraftClient,
  text: string,
  request: RewriteRequest,
  availableUsd: string | undefined,
): Promise<RewriteChoice | undefined> {
  if (request.quality !== undefined) {
    const quality = request.quality;
    const options = request.options ?? toRunOptions(sanitizeVoice(state.get(VOICE_KEY)));
    const estimate = await client.estimateRun({ text, quality });
    return { quality, options, estimate };
  }
  const estimates = Promise.all(QUALITIES.map((quality) => client.estimateRun({ text, quality }))).then((list) =>
    Object.fromEntries(list.map((e) => [e.quality, e])) as Partial<Record<Quality, RunEstimate>>,
  );
  estimates.catch(() => undefined);
  const presets = client.getPresets();
  presets.catch(() => undefined);
  const remembered = qualitySchema.safeParse(state.get(QUALITY_KEY));
  const picked = await askQualityAndVoice({
    title: 'Redraft: Rewrite',
    estimates,
    presets,
    available: availableMicros(availableUsd),
    initialQuality: remembered.success ? remembered.data : DEFAULT_QUALITY,
    voice: sanitizeVoice(state.get(VOICE_KEY)),
    onVoiceChange: (voice: VoiceChoice) => void state.update(VOICE_KEY, voice),
  });
  if (!picked) return undefined;
  await state.update(QUALITY_KEY, picked.quality);
  await state.update(VOICE_KEY, picked.voice);
  const estimate = (await estimates)[picked.quality];
  if (!estimate) return undefined;
  return { quality: picked.quality, options: toRunOptions(picked.voice), estimate };
}

/** The account's available balance, when /v1/me sent a readable one. */
function availableMicros(availableUsd: string | undefined): number | undefined {
  try {
    return availableUsd !== undefined ? parseUsd(availableUsd) : undefined;
  } catch {
    return undefined;
  }
}
