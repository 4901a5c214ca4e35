import { describe, expect, it } from 'vitest';
import { identifyingAddress } from '../../../../server/domain/release/post-links';

describe('addresses that can link two accounts', () => {
  it('takes public addresses, v4, v6 and v4-mapped', () => {
    for (const ip of ['203.0.113.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:198.51.100.4'])
      expect(identifyingAddress(ip), ip).toBe(true);
  });

  it('never takes loopback, private, link-local or empty ones', () => {
    for (const ip of [
      '',
      ' ',
      'unknown',
      '127.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.1.1',
      '0.0.0.0',
      'fe80::1',
      'fd12:3456::1',
      'FC00::1',
    ])
      expect(identifyingAddress(ip), ip).toBe(false);
  });
});
