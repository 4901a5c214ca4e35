import { describe, expect, it } from 'vitest';
import { DEFAULT_POST_LIFE, postLifeConfigFrom } from '../../../../server/domain/release';

const DAY_S = 86_400;

describe('a listing lifetime from the environment', () => {
  it('is 30 days with a reminder 3 days before when nothing is set', () => {
    // Read back in seconds: a default handed on in days made every post expire half a minute after it
    // was first seen public, so a freshly started demo emptied itself within two minutes.
    expect(postLifeConfigFrom({})).toEqual({ lifetimeS: 30 * DAY_S, remindS: 3 * DAY_S });
    expect(postLifeConfigFrom({ POST_LIFETIME_DAYS: '', POST_REMIND_DAYS: '' })).toEqual(DEFAULT_POST_LIFE);
    expect(DEFAULT_POST_LIFE).toEqual({ lifetimeS: 30 * DAY_S, remindS: 3 * DAY_S });
  });

  it('counts the variables in days', () => {
    expect(postLifeConfigFrom({ POST_LIFETIME_DAYS: '10', POST_REMIND_DAYS: '2' })).toEqual({
      lifetimeS: 10 * DAY_S,
      remindS: 2 * DAY_S,
    });
    expect(postLifeConfigFrom({ POST_LIFETIME_DAYS: '90' })).toEqual({ lifetimeS: 90 * DAY_S, remindS: 3 * DAY_S });
  });

  it.each([
    [{ POST_LIFETIME_DAYS: '0' }, 'POST_LIFETIME_DAYS must be a positive integer'],
    [{ POST_LIFETIME_DAYS: '1.5' }, 'POST_LIFETIME_DAYS must be a positive integer'],
    [{ POST_REMIND_DAYS: 'soon' }, 'POST_REMIND_DAYS must be a positive integer'],
    [{ POST_LIFETIME_DAYS: '3' }, 'POST_REMIND_DAYS must be below POST_LIFETIME_DAYS'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => postLifeConfigFrom(env)).toThrow(message);
  });
});
