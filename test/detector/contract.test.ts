import assert from 'node:assert/strict';
import type { DetectionReport as ContractReport } from '../../src/contract/detections';
import { detectionReportSchema } from '../../src/contract/detections';
import type { DetectorEngine } from '../../src/service/engines';
import { DETECT_STAGES, LocalDetector } from '../../src/detector/index';
import { parseProse } from '../../src/text/index';
import { PLAIN_HUMAN, STOCK_AI } from './texts';

describe('detector as the service plugs it in', () => {
  it('is a DetectorEngine whose steps end in a contract report', () => {
    // Compile-time checks: the engine fits the service and its report fits the contract type.
    const engine: DetectorEngine = new LocalDetector();
    assert.deepEqual(engine.stages, DETECT_STAGES);
    const steps = engine.detect(parseProse(`${STOCK_AI}\n\n${PLAIN_HUMAN}`));
    assert.ok(!(Symbol.asyncIterator in steps));
    const sync = steps as Iterator<unknown, ContractReport, undefined>;
    let stepsSeen = 0;
    for (;;) {
      const r = sync.next();
      if (r.done) {
        assert.ok(detectionReportSchema.safeParse(r.value).success);
        break;
      }
      stepsSeen++;
    }
    assert.ok(stepsSeen >= DETECT_STAGES.length);
  });
});
