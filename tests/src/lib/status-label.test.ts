import { describe, expect, it } from 'vitest';
import { isCertified, statusLabel, statusTone } from '../../../src/lib/status-label';

describe('post status labels (spec §3)', () => {
  it.each([
    [1, '待审核', 'Pending review'],
    [2, '官方认证', 'Officially verified'],
    [3, '认证失败', 'Verification failed'],
    [4, '用户已删除', 'Deleted by user'],
    [5, '用户已下架', 'Taken down by user'],
    [6, '信息处理中', 'Information being processed'],
    [7, '已售出', 'Sold'],
    [8, '已过期', 'Expired'],
    [44, '资源已取消', 'Resource cancelled'],
    [98, '资源已封禁', 'Resource banned'],
    [99, '认证已封禁', 'Verification banned'],
  ])('code %i', (code, zh, en) => {
    expect(statusLabel(code)).toBe(zh);
    expect(statusLabel(code, 'en')).toBe(en);
  });

  it.each([0, 9, 43, 100, -1, 1.5, Number.NaN])('reads %s as unknown resource', (code) => {
    expect(statusLabel(code)).toBe('未知资源');
    expect(statusLabel(code, 'en')).toBe('Unknown resource');
  });

  it('does not read inherited object keys as labels', () => {
    expect(statusLabel('constructor' as unknown as number)).toBe('未知资源');
  });

  it('gives a tone per status family', () => {
    expect(statusTone(2)).toBe('ok');
    expect(statusTone(1)).toBe('pending');
    expect(statusTone(98)).toBe('bad');
  });

  it('reads review outcomes of ordinary posts as published / not approved', () => {
    for (const kind of ['personal', 'store', 'broker'] as const) {
      expect(statusLabel(2, 'zh', kind)).toBe('已发布');
      expect(statusLabel(3, 'en', kind)).toBe('Not approved');
      expect(statusLabel(1, 'zh', kind)).toBe('待审核');
    }
    expect(statusLabel(2, 'zh', 'certification')).toBe('官方认证');
    expect(statusLabel(3, 'zh', 'certification')).toBe('认证失败');
  });

  it('gives the public certification badge only to verified certification posts', () => {
    expect(isCertified({ kind: 'certification', status: 2 })).toBe(true);
    expect(isCertified({ kind: 'certification', status: 1 })).toBe(false);
    expect(isCertified({ kind: 'store', status: 2 })).toBe(false);
  });
});
