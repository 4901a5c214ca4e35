import { describe, expect, it } from 'vitest';
import { unreadable } from './oracle';

// The fuzz tests are only as good as their judge of a refusal: it must catch what leaks.

describe('a readable refusal', () => {
  it('accepts the texts people read', () => {
    for (const msg of [
      '参数 pageSize 不能大于 50',
      'bad sign',
      'stale timestamp',
      'Please log in first',
      '请 2 分钟后再试',
    ])
      expect(unreadable(msg)).toBeNull();
  });

  it('rejects empty texts, stack traces, SQL, server paths and leaked JavaScript values', () => {
    for (const msg of [
      '',
      '  ',
      null,
      'TypeError: Cannot read properties of undefined',
      '    at parsePayload (/work/main/server/routes/validation.ts:52:9)',
      'SQLITE_CONSTRAINT: UNIQUE constraint failed: users.username',
      'insert into "users" ("username") values ($1) - duplicate key value violates unique constraint',
      'select * from posts where id = 1',
      'ENOENT: no such file or directory, open /tmp/goldpost-x/media/a.bin',
      'price must be below NaN',
      'hello [object Object]',
      'x'.repeat(401),
    ])
      expect(unreadable(msg), String(msg)).not.toBeNull();
  });
});
