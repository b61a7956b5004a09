/**
 * The two steps before a rewrite: the quality (each level with its estimate and hold, filled in as
 * POST /v1/estimate answers) and the voice (from GET /v1/presets, remembered per workspace).
 */
import * as vscode from 'vscode';
import { displayUsd, type Micros } from '../../contract/money';
import type { Presets, RunEstimate } from '../../contract/estimates';
import { QUALITIES, type Quality } from '../../contract/runs';
import { qualityChoices, qualityLabel } from './model/rewriteModel';
import { TYPO_LABELS, formalityText, voiceSummary, type TyposChoice, type VoiceChoice } from './model/voiceModel';

export interface RewriteChoices {
  quality: Quality;
  voice: VoiceChoice;
}

export interface AskOptions {
  title: string;
  estimates: Promise<Partial<Record<Quality, RunEstimate>>>;
  presets: Promise<Presets>;
  /** What the account has available, when the deployment says. */
  available?: Micros;
  initialQuality: Quality;
  voice: VoiceChoice;
  /** Called on every change of the voice, so it is remembered even if the writer stops here. */
  onVoiceChange: (voice: VoiceChoice) => void;
}

const BACK = 'back' as const;

/** Walks the writer through quality and voice; undefined when they stop. */
export async function askQualityAndVoice(options: AskOptions): Promise<RewriteChoices | undefined> {
  let quality: Quality | undefined = options.initialQuality;
  let voice = options.voice;
  for (;;) {
    quality = await pickQuality(options, quality);
    if (!quality) return undefined;
    const presets = await options.presets;
    for (;;) {
      const step = await voiceStep(options.title, quality, voice);
      if (step === undefined) return undefined;
      if (step === BACK) break;
      if (step === 'start') return { quality, voice };
      const next = await editVoice(step, voice, presets);
      if (next) {
        voice = next;
        options.onVoiceChange(voice);
      }
    }
  }
}

interface QualityItem extends vscode.QuickPickItem {
  quality: Quality;
}

async function pickQuality(options: AskOptions, initial: Quality): Promise<Quality | undefined> {
  const qp = vscode.window.createQuickPick<QualityItem>();
  qp.title = `${options.title} (1/2): quality`;
  qp.placeholder = 'Estimating what each quality would cost…';
  qp.ignoreFocusOut = true;
  qp.busy = true;
  qp.matchOnDescription = true;
  qp.items = QUALITIES.map((quality) => ({ quality, label: qualityLabel(quality), description: 'estimating…' }));
  qp.activeItems = qp.items.filter((i) => i.quality === initial);
  const disposables: vscode.Disposable[] = [qp];
  try {
    return await new Promise<Quality | undefined>((resolve, reject) => {
      options.estimates.then(
        (estimates) => {
          const choices = qualityChoices(estimates, options.available);
          qp.items = choices.map((c) => ({ quality: c.quality, label: c.label, description: c.description, detail: c.detail }));
          qp.activeItems = qp.items.filter((i) => i.quality === initial);
          qp.busy = false;
          const balance = options.available !== undefined ? ` (${displayUsd(options.available)} available)` : '';
          qp.placeholder = `Choose the quality${balance}. Figures are estimates; only the work done is charged.`;
        },
        (err: unknown) => {
          reject(err);
          qp.hide();
        },
      );
      disposables.push(
        qp.onDidAccept(() => {
          if (qp.busy) return;
          resolve(qp.selectedItems[0]?.quality ?? qp.activeItems[0]?.quality);
          qp.hide();
        }),
        qp.onDidHide(() => resolve(undefined)),
      );
      qp.show();
    });
  } finally {
    for (const d of disposables) d.dispose();
  }
}

type VoiceField = 'persona' | 'tone' | 'formality' | 'typos' | 'commonWords' | 'randomPlan';

interface VoiceItem extends vscode.QuickPickItem {
  action?: 'start' | VoiceField;
}

const CHOOSES = 'Redraft chooses';

async function voiceStep(title: string, quality: Quality, voice: VoiceChoice): Promise<'start' | VoiceField | typeof BACK | undefined> {
  const qp = vscode.window.createQuickPick<VoiceItem>();
  qp.title = `${title} (2/2): voice`;
  qp.placeholder = 'Press Enter to start, or change the voice (remembered for this workspace)';
  qp.ignoreFocusOut = true;
  qp.buttons = [vscode.QuickInputButtons.Back];
  const sampled = voice.randomPlan === true;
  const field = (action: VoiceField, label: string, value: string | undefined): VoiceItem => ({
    action,
    label,
    description: sampled && action !== 'randomPlan' ? `${value ?? CHOOSES} (not used while the plan is sampled)` : (value ?? CHOOSES),
  });
  qp.items = [
    { action: 'start', label: `$(play) Start ${qualityLabel(quality).toLowerCase()} rewrite`, detail: voiceSummary(voice), alwaysShow: true },
    { label: 'Voice', kind: vscode.QuickPickItemKind.Separator },
    field('persona', '$(person) Persona', voice.persona),
    field('tone', '$(comment) Tone', voice.tone),
    field('formality', '$(symbol-ruler) Formality', voice.formality !== undefined ? formalityText(voice.formality) : undefined),
    field('typos', '$(edit) Typos', voice.typos !== undefined ? TYPO_LABELS[voice.typos] : undefined),
    field('commonWords', '$(book) Common words', voice.commonWords === undefined ? undefined : voice.commonWords ? 'prefer everyday wording' : 'any wording'),
    { action: 'randomPlan', label: '$(question) Surprise me', description: sampled ? 'on: the whole plan is sampled' : 'off' },
  ];
  const disposables: vscode.Disposable[] = [qp];
  try {
    return await new Promise((resolve) => {
      disposables.push(
        qp.onDidTriggerButton((b) => {
          if (b === vscode.QuickInputButtons.Back) {
            resolve(BACK);
            qp.hide();
          }
        }),
        qp.onDidAccept(() => {
          const action = qp.selectedItems[0]?.action ?? qp.activeItems[0]?.action;
          if (!action) return;
          resolve(action);
          qp.hide();
        }),
        qp.onDidHide(() => resolve(undefined)),
      );
      qp.show();
    });
  } finally {
    for (const d of disposables) d.dispose();
  }
}

interface ValueItem<T> extends vscode.QuickPickItem {
  value?: T | undefined;
  custom?: boolean;
}

/** Returns the changed voice, or undefined when the writer backed out of the change. */
async function editVoice(field: VoiceField, voice: VoiceChoice, presets: Presets): Promise<VoiceChoice | undefined> {
  const choose = <T>(value: T | undefined): ValueItem<T> => ({ label: `$(sparkle) ${CHOOSES}`, description: 'sampled for each run', value });
  switch (field) {
    case 'persona':
    case 'tone': {
      const list = field === 'persona' ? presets.personas : presets.tones;
      const current = voice[field];
      const items: ValueItem<string>[] = [
        choose<string>(undefined),
        ...list.map((v) => ({ label: v, value: v, description: v === current ? 'current' : undefined })),
        { label: field === 'persona' ? '$(pencil) Describe the writer…' : '$(pencil) Describe the tone…', custom: true },
      ];
      const pick = await vscode.window.showQuickPick(items, { title: field === 'persona' ? 'Who is writing?' : 'How should it sound?', ignoreFocusOut: true });
      if (!pick) return undefined;
      if (pick.custom) {
        const typed = await vscode.window.showInputBox({
          title: field === 'persona' ? 'Who is writing?' : 'How should it sound?',
          prompt: field === 'persona' ? 'A concrete description works best, e.g. "a nurse writing to a patient\'s family".' : 'A word or two, e.g. "warm" or "matter-of-fact".',
          value: current ?? '',
          ignoreFocusOut: true,
          validateInput: (v) => (v.trim() === '' ? 'Describe it in a few words, or press Escape.' : undefined),
        });
        return typed === undefined ? undefined : { ...voice, [field]: typed.trim() };
      }
      return { ...voice, [field]: pick.value };
    }
    case 'formality': {
      const items: ValueItem<number>[] = [choose<number>(undefined)];
      for (let n = presets.formality.min; n <= presets.formality.max; n++) {
        items.push({ label: formalityText(n), value: n, description: n === voice.formality ? 'current' : undefined });
      }
      const pick = await vscode.window.showQuickPick(items, { title: 'Formality: 1 conversational … 5 formal', ignoreFocusOut: true });
      return pick ? { ...voice, formality: pick.value } : undefined;
    }
    case 'typos': {
      const order: TyposChoice[] = ['off', 'light', 'normal', 'more'];
      const items: ValueItem<TyposChoice>[] = [
        choose<TyposChoice>(undefined),
        ...order.map((t) => ({ label: TYPO_LABELS[t], value: t, description: t === voice.typos ? 'current' : undefined })),
      ];
      const pick = await vscode.window.showQuickPick(items, { title: 'Typos: a few human slips (short drafts often get none)', ignoreFocusOut: true });
      return pick ? { ...voice, typos: pick.value } : undefined;
    }
    case 'commonWords': {
      const items: ValueItem<boolean>[] = [
        choose<boolean>(undefined),
        { label: 'Prefer everyday wording', value: true, description: voice.commonWords === true ? 'current' : undefined },
        { label: 'Any wording', value: false, description: voice.commonWords === false ? 'current' : undefined },
      ];
      const pick = await vscode.window.showQuickPick(items, { title: 'Common words', ignoreFocusOut: true });
      return pick ? { ...voice, commonWords: pick.value } : undefined;
    }
    case 'randomPlan':
      return voice.randomPlan ? { ...voice, randomPlan: undefined } : { ...voice, randomPlan: true };
  }
}
