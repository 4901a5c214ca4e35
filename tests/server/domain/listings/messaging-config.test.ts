import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGING, messagingConfigFrom } from '../../../../server/domain/listings/messaging-config';

describe('messaging-channel invitation config', () => {
  it('defaults to the demo channel', () => {
    expect(messagingConfigFrom({})).toEqual(DEFAULT_MESSAGING);
  });

  it('reads every variable, and an empty link turns the invitation off', () => {
    expect(
      messagingConfigFrom({
        MESSAGING_NAME: ' Town news ',
        MESSAGING_LINK: 'https://news.example.com/join',
        MESSAGING_PERIOD_DAYS: '30',
      }),
    ).toEqual({ name: 'Town news', link: 'https://news.example.com/join', periodDays: 30 });
    expect(messagingConfigFrom({ MESSAGING_LINK: '' })).toBeNull();
  });

  it('refuses a link that is not http(s), an empty name and a period out of range', () => {
    expect(() => messagingConfigFrom({ MESSAGING_LINK: 'javascript:alert(1)' })).toThrow(/MESSAGING_LINK/);
    expect(() => messagingConfigFrom({ MESSAGING_LINK: 'not a url' })).toThrow(/MESSAGING_LINK/);
    expect(() => messagingConfigFrom({ MESSAGING_NAME: '  ' })).toThrow(/MESSAGING_NAME/);
    for (const days of ['0', '366', '1.5', 'week'])
      expect(() => messagingConfigFrom({ MESSAGING_PERIOD_DAYS: days }), days).toThrow(/MESSAGING_PERIOD_DAYS/);
  });
});
