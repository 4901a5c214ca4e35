import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../protocol/constants';
import { contactLine, hasAnyChannel, invalidChannels, isValidChannel } from '../../protocol/people-contact-rules';
import { FAVORITE_IDS_MAX } from '../../protocol/people';

const empty = { phone: '', wechat: '', qq: '', telegram: '' };

describe('contact details rules', () => {
  it('accepts mainland and international numbers written with spaces, dashes or brackets', () => {
    for (const ok of ['13800138000', '138 0013 8000', '(010) 6000-1234', '+44 20 7946 0958', '021-60001234']) {
      expect(isValidChannel('phone', ok), ok).toBe(true);
    }
    for (const bad of ['12345', '12800138000', '+12', '138-0013-800a', '1380013800<b>', '0'.repeat(40)]) {
      expect(isValidChannel('phone', bad), bad).toBe(false);
    }
  });

  it('checks each messaging id by its service’s rule, and empty always passes', () => {
    expect(isValidChannel('wechat', 'shop_owner01')).toBe(true);
    expect(isValidChannel('wechat', '1shop')).toBe(false);
    expect(isValidChannel('wechat', 'short')).toBe(false);
    expect(isValidChannel('qq', '10001')).toBe(true);
    expect(isValidChannel('qq', '01234')).toBe(false);
    expect(isValidChannel('telegram', '@river_cafe')).toBe(true);
    expect(isValidChannel('telegram', 'ab')).toBe(false);
    expect(invalidChannels(empty)).toEqual([]);
    expect(invalidChannels({ ...empty, qq: 'abc', wechat: '9x' })).toEqual(['wechat', 'qq']);
  });

  it('writes one line of the given channels, in display order', () => {
    expect(contactLine({ phone: ' 138 0013 8000 ', wechat: '', qq: '10001', telegram: '@cafe_one' })).toBe(
      '138 0013 8000 · QQ: 10001 · Telegram: @cafe_one',
    );
    expect(hasAnyChannel(empty)).toBe(false);
    expect(hasAnyChannel({ ...empty, wechat: 'x' })).toBe(true);
  });

  it('asks the hearts of at most one page of posts at a time', () => {
    expect(FAVORITE_IDS_MAX).toBeLessThanOrEqual(PAGE_SIZE_MAX);
  });
});
