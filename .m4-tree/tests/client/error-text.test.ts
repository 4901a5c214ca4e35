import { describe, expect, it } from 'vitest';
import { errorStatus, errorText, isCancel } from '../../src/features/shared/error-text';

describe('inline error text', () => {
  it('follows the spec §8 precedence', () => {
    expect(errorText('boom', 'x')).toBe('boom');
    expect(errorText({ status: 404, msg: 'gone' }, 'x')).toBe('gone');
    expect(errorText([{ msg: 'first' }, { msg: 'second' }], 'x')).toBe('first');
    expect(errorText(42, 'fallback')).toBe('fallback');
    expect(errorText({ status: 500, msg: '' }, 'fallback')).toBe('fallback');
  });

  it('recognises cancels and statuses', () => {
    expect(isCancel('cancel')).toBe(true);
    expect(isCancel('other')).toBe(false);
    expect(errorStatus({ status: 404, msg: '' })).toBe(404);
    expect(errorStatus('nope')).toBeUndefined();
  });
});
