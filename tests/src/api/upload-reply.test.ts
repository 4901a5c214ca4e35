import { describe, expect, it } from 'vitest';
import { UPLOAD_FAILED, readUploadReply } from '../../../src/api/upload-reply';
import { ApiError } from '../../../src/api/api-error';
import { errorText } from '../../../src/features/common/error-text';

describe('readUploadReply (spec §8: success only with HTTP 200 and code 1)', () => {
  it('returns msg as the stored path', () => {
    expect(readUploadReply(200, JSON.stringify({ code: 1, msg: 'img/ab/abc.bin' }))).toBe('img/ab/abc.bin');
    expect(readUploadReply(200, JSON.stringify({ code: '1', msg: 'img/x.bin' }))).toBe('img/x.bin');
  });

  it('HTTP 200 with another code rejects with the server msg', () => {
    expect(() => readUploadReply(200, JSON.stringify({ code: 0, msg: '签名错误' }))).toThrow('签名错误');
  });

  it('a non-200 answer rejects with its msg, or its raw body when not JSON', () => {
    const err = (() => {
      try {
        readUploadReply(413, JSON.stringify({ code: 0, msg: '文件过大' }));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ msg: '文件过大', httpStatus: 413 });
    expect(() => readUploadReply(502, 'Bad Gateway')).toThrow('Bad Gateway');
  });

  it('code 1 without a path, or an empty failure, still fails with a readable text', () => {
    expect(() => readUploadReply(200, JSON.stringify({ code: 1, msg: '' }))).toThrow(UPLOAD_FAILED);
    expect(() => readUploadReply(200, 'not json')).toThrow(UPLOAD_FAILED);
    expect(() => readUploadReply(500, '')).toThrow(UPLOAD_FAILED);
  });

  it('errorTips shows the server msg of a refused upload', () => {
    expect(errorText(new ApiError({ kind: 'status', msg: '文件类型不支持', httpStatus: 400 }))).toBe('文件类型不支持');
  });
});
