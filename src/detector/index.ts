/**
 * The local AI-likelihood engine. Parse once with `parseProse` (src/text), then:
 *
 *   detect(model)                      -> report version 2
 *   detectSteps(model)                 -> generator of {stage, done, total}, returns the report
 *   detectAsync(model, {onProgress, pause, signal})
 */
export { detect, detectAsync, detectSteps, DETECT_STAGES, LocalDetector, paragraphLogits } from './engine';
export type { DetectAsyncOptions, DetectOptions, DetectProgress, DetectStage } from './engine';
export { IncrementalDetector } from './incremental';
export type { IncrementalRead } from './incremental';
export { defaultCalibration } from './calibration';
export type { Calibration } from './calibration';
export { AI_FROM, HUMAN_BELOW, MIN_WORDS, PARAGRAPH_MIN_WORDS, WHOLE_TEXT_OVERRIDE, verdictForScore } from './rules';
export type { Basis, DetectionReport, Lean, ParagraphEntry, ParagraphVerdict, Range, SignalEntry, Verdict } from './report';
