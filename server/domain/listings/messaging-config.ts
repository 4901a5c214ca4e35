// The invitation to the official messaging channel that the client shows once per visitor per period.
// Defaults here (a neutral demo channel); the environment may override each (MESSAGING_* variables), and
// README.md (Configuration) lists them. An empty MESSAGING_LINK turns the invitation off.

export interface MessagingConfig {
  /** The channel's display name, shown as it is in both languages (a proper name). */
  name: string;
  /** Where the invitation's button leads: an http(s) URL. */
  link: string;
  /** Days before a visitor who saw (or dismissed) the invitation sees it again. */
  periodDays: number;
}

export const DEFAULT_MESSAGING: MessagingConfig = {
  name: '金帖官方频道',
  link: 'https://chat.example.org/join/goldpost-news',
  periodDays: 7,
};

const MAX_PERIOD_DAYS = 365;
const MAX_NAME = 40;

/** @throws Error naming a variable whose value cannot be used (a non-http link, a period out of range). */
export function messagingConfigFrom(env: NodeJS.ProcessEnv): MessagingConfig | null {
  const link = env.MESSAGING_LINK ?? DEFAULT_MESSAGING.link;
  if (link === '') return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('MESSAGING_LINK must be an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('MESSAGING_LINK must be an http(s) URL');
  const name = (env.MESSAGING_NAME ?? DEFAULT_MESSAGING.name).trim();
  if (!name || name.length > MAX_NAME) throw new Error(`MESSAGING_NAME must be 1–${MAX_NAME} characters`);
  const rawDays = env.MESSAGING_PERIOD_DAYS;
  const periodDays = rawDays === undefined || rawDays === '' ? DEFAULT_MESSAGING.periodDays : Number(rawDays);
  if (!Number.isSafeInteger(periodDays) || periodDays < 1 || periodDays > MAX_PERIOD_DAYS)
    throw new Error(`MESSAGING_PERIOD_DAYS must be a whole number from 1 to ${MAX_PERIOD_DAYS}`);
  return { name, link: url.href, periodDays };
}
