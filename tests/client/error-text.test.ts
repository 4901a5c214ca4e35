import { describe, expect, it } from 'vitest';
import { errorStatus, errorText, isCancel, refusalCode } from '../../src/features/errors/error-text';
import { ApiError } from '../../src/api/api-error';

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
    expect(errorStatus(new ApiError({ kind: 'status', status: 404, msg: '' }))).toBe(404);
    expect(errorStatus(new ApiError({ kind: 'http', httpStatus: 404, msg: 'x' }))).toBeUndefined();
    expect(errorStatus('nope')).toBeUndefined();
    expect(isCancel(new ApiError({ kind: 'cancel' }))).toBe(true);
  });

  it('reads an ApiError\'s text and refusal code', () => {
    expect(errorText(new ApiError({ kind: 'status', status: 409, msg: '邀请码无效', code: 'invite_unknown' }), 'x')).toBe('邀请码无效');
    expect(errorText(new ApiError({ kind: 'status', status: 500, msg: '' }), 'fallback')).toBe('fallback');
    expect(refusalCode(new ApiError({ kind: 'status', status: 409, msg: '', code: 'invite_unknown' }))).toBe('invite_unknown');
    expect(refusalCode(new ApiError({ kind: 'http', httpStatus: 409, msg: '' }))).toBeUndefined();
  });
});
