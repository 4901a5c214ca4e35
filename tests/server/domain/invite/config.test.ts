import { describe, expect, it } from 'vitest';
import { DEFAULT_INVITES, inviteConfigFrom } from '../../../../server/domain/invite/config';

describe('invite config', () => {
  it('takes the defaults, then each INVITE_* variable', () => {
    expect(inviteConfigFrom({})).toEqual(DEFAULT_INVITES);
    expect(inviteConfigFrom({ INVITE_REWARD_GOLD: '0', INVITE_DAILY_CAP: '5' })).toEqual({
      rewardGold: 0,
      dailyRewardCap: 5,
    });
  });

  it('refuses a value that is not a non-negative integer, naming the variable', () => {
    expect(() => inviteConfigFrom({ INVITE_REWARD_GOLD: '-1' })).toThrow(/INVITE_REWARD_GOLD/);
    expect(() => inviteConfigFrom({ INVITE_DAILY_CAP: '2.5' })).toThrow(/INVITE_DAILY_CAP/);
  });
});
