import { describe, expect, it } from 'vitest';
import { HLS_MAX_RECOVERIES, createRecoveryBudget } from '../../../../../src/features/media/video/recovery';

const fatal = (type: string, details: string) => ({ type, details, fatal: true });

describe('hls.js recovery budget', () => {
  it('ignores non-fatal errors (hls.js retries those itself) without spending the budget', () => {
    const b = createRecoveryBudget(1);
    for (let i = 0; i < 5; i++)
      expect(b.decide({ type: 'networkError', details: 'fragLoadError', fatal: false })).toBe('ignore');
    expect(b.used).toBe(0);
    expect(b.decide(fatal('mediaError', 'bufferStalledError'))).toBe('recoverMediaError');
  });

  it('maps fatal errors to the documented recovery calls', () => {
    const b = createRecoveryBudget(10);
    expect(b.decide(fatal('networkError', 'fragLoadError'))).toBe('startLoad');
    expect(b.decide(fatal('networkError', 'levelLoadTimeOut'))).toBe('startLoad');
    expect(b.decide(fatal('networkError', 'manifestLoadError'))).toBe('reloadSource');
    expect(b.decide(fatal('mediaError', 'bufferAppendError'))).toBe('recoverMediaError');
    expect(b.used).toBe(4);
  });

  it('gives up at once on errors nothing can recover, without spending an attempt', () => {
    const b = createRecoveryBudget(3);
    expect(b.decide(fatal('otherError', 'internalException'))).toBe('giveUp');
    expect(b.decide(fatal('keySystemError', 'keySystemNoKeys'))).toBe('giveUp');
    expect(b.used).toBe(0);
  });

  it(`recovers at most ${HLS_MAX_RECOVERIES} times by default, then always gives up`, () => {
    const b = createRecoveryBudget();
    const actions = Array.from({ length: HLS_MAX_RECOVERIES + 3 }, (_, i) =>
      b.decide(i % 2 ? fatal('mediaError', 'bufferAppendError') : fatal('networkError', 'manifestLoadError')),
    );
    expect(actions.slice(0, HLS_MAX_RECOVERIES).every((a) => a !== 'giveUp')).toBe(true);
    expect(actions.slice(HLS_MAX_RECOVERIES)).toEqual(['giveUp', 'giveUp', 'giveUp']);
    expect(b.used).toBe(HLS_MAX_RECOVERIES);
  });
});
