import { afterEach, describe, expect, it } from 'vitest';
import {
  CANCELLED_TEXT,
  UNKNOWN_TEXT,
  errorText as errorMessage,
  errorTip,
  errorTips,
  errorStatus,
  errorText,
  isCancel,
  refusalCode,
} from '../../../../src/features/common/error-text';
import { ApiError } from '../../../../src/api/api-error';
import { overlay } from '../../../../src/state/overlay';

afterEach(() => {
  overlay.dialogs.splice(0);
  overlay.toasts.splice(0);
});

describe('errorMessage: spec §8 table', () => {
  it("'cancel' → 操作已取消 (an AbortError too)", () => {
    expect(CANCELLED_TEXT).toBe('操作已取消');
    expect(errorMessage('cancel')).toBe('操作已取消');
    expect(errorMessage(new DOMException('aborted', 'AbortError'))).toBe('操作已取消');
  });

  it('a string → the string itself', () => {
    expect(errorMessage('请先登录')).toBe('请先登录');
    expect(errorMessage('stale timestamp')).toBe('stale timestamp');
  });

  it('an object with msg → msg', () => {
    expect(errorMessage({ status: 409, msg: '用户名已被占用', data: null })).toBe('用户名已被占用');
  });

  it("an array → the first element's message", () => {
    expect(errorMessage([{ message: '手机号格式错误' }, { message: 'second' }])).toBe('手机号格式错误');
    expect(errorMessage([new Error('地址不能为空')])).toBe('地址不能为空');
    expect(errorMessage(['请填写名称'])).toBe('请填写名称');
  });

  it('anything else → 未知操作失败', () => {
    expect(UNKNOWN_TEXT).toBe('未知操作失败');
    for (const err of [undefined, null, 42, {}, { msg: '' }, { msg: 7 }, [], [{}], new Error('boom'), ''])
      expect(errorMessage(err)).toBe('未知操作失败');
  });

  it('alerts cancel and strings; shows the rest as a toast', () => {
    expect(errorTip('cancel').kind).toBe('alert');
    expect(errorTip('x').kind).toBe('alert');
    expect(errorTip({ msg: 'm' }).kind).toBe('toast');
    expect(errorTip([{ message: 'm' }]).kind).toBe('toast');
    expect(errorTip(null).kind).toBe('toast');
  });
});

describe("errorTip: the request layer's ApiError", () => {
  it('alerts what spec §4 rejects as text: a cancel, the 420 prompt, a non-200 body', () => {
    expect(errorTip(new ApiError({ kind: 'cancel' }))).toEqual({ kind: 'alert', text: CANCELLED_TEXT });
    expect(errorTip(new ApiError({ kind: 'status', status: 420, msg: '请先登录' }))).toEqual({
      kind: 'alert',
      text: '请先登录',
    });
    expect(
      errorTip(new ApiError({ kind: 'http', httpStatus: 400, msg: 'stale timestamp', body: 'stale timestamp' })),
    ).toEqual({ kind: 'alert', text: 'stale timestamp' });
  });

  it("shows a refusal's msg, a timeout's and a decryption failure's as a toast", () => {
    expect(errorTip(new ApiError({ kind: 'status', status: 409, msg: '用户名已被占用' }))).toEqual({
      kind: 'toast',
      text: '用户名已被占用',
    });
    expect(errorTip(new ApiError({ kind: 'timeout', msg: '请求超时' }))).toEqual({ kind: 'toast', text: '请求超时' });
    expect(errorTip(new ApiError({ kind: 'unreadable', msg: '数据解析失败' })).kind).toBe('toast');
    expect(errorTip(new ApiError({ kind: 'client', cause: new Error('no config') }))).toEqual({
      kind: 'toast',
      text: UNKNOWN_TEXT,
    });
  });
});

describe('errorTips: through the overlay store', () => {
  it('opens an alert for a string and a toast for a reply', () => {
    errorTips('请重新登录');
    expect(overlay.dialogs.map((d) => [d.kind, d.message])).toEqual([['alert', '请重新登录']]);
    errorTips({ status: 404, msg: '信息不存在', data: null });
    expect(overlay.toasts.map((t) => t.text)).toEqual(['信息不存在']);
  });
});

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

  it("reads an ApiError's text and refusal code", () => {
    expect(
      errorText(new ApiError({ kind: 'status', status: 409, msg: '邀请码无效', code: 'invite_unknown' }), 'x'),
    ).toBe('邀请码无效');
    expect(errorText(new ApiError({ kind: 'status', status: 500, msg: '' }), 'fallback')).toBe('fallback');
    expect(refusalCode(new ApiError({ kind: 'status', status: 409, msg: '', code: 'invite_unknown' }))).toBe(
      'invite_unknown',
    );
    expect(refusalCode(new ApiError({ kind: 'http', httpStatus: 409, msg: '' }))).toBeUndefined();
  });
});
