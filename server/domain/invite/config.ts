// The invitation reward's numbers. Defaults here; the environment may override each (INVITE_* variables),
// and tests build their own. README.md (Configuration) lists them.

export interface InviteConfig {
  /** Gold credited to the inviter once per account registered through their invite (0 = no reward). */
  rewardGold: number;
  /** Rewards one inviter may earn per 24 hours; invitees past it are recorded without a reward. */
  dailyRewardCap: number;
}

export const DEFAULT_INVITES: InviteConfig = { rewardGold: 20, dailyRewardCap: 20 };

const ENV: Record<keyof InviteConfig, string> = {
  rewardGold: 'INVITE_REWARD_GOLD',
  dailyRewardCap: 'INVITE_DAILY_CAP',
};

/** @throws Error naming a variable that is not a non-negative integer. */
export function inviteConfigFrom(env: NodeJS.ProcessEnv): InviteConfig {
  const config = { ...DEFAULT_INVITES };
  for (const name of Object.keys(ENV) as (keyof InviteConfig)[]) {
    const raw = env[ENV[name]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${ENV[name]} must be a non-negative integer`);
    config[name] = n;
  }
  return config;
}
