import type { PushEvent } from '../../protocol/chat';
import { STATUS } from '../../protocol/status';
import { runtimeConfig } from '../lib/runtime-config';
import { setChatLink, setUnread } from '../state/chat';
import { pulseNotice } from '../state/notice-pulse';
import { clearSession, user } from '../state/user';
import { commonFields, request } from './request';
import { envelopeTransport } from './transport';

// The one server-push connection of this tab (docs/protocol.md "People: chat and push"): a sealed POST whose
// reply is an event stream; every event is a sealed reply, opened in the crypto worker so the UI thread never
// decrypts. After a drop it resumes from the last message id it saw; when the stream cannot open, `feeding`
// polls from the same cursor until a retry of the stream succeeds.

const PUSH_ACTION = '/message/push';
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
const POLL_MS = 3000;
/** The server sends a heartbeat every 25 s; silence for longer than this means the connection is gone. */
const SILENCE_MS = 60_000;
const UNREAD_DEBOUNCE_MS = 200;
const UNREADABLE = 'unreadable push event';

type Listener = (event: PushEvent) => void;

const listeners = new Set<Listener>();
let run: AbortController | null = null;
let cursor: number | null = null;
let unreadTimer: ReturnType<typeof setTimeout> | undefined;

/** @returns the unsubscribe function. */
export function onPushEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Re-reads the unread total soon (several events in a row cost one call). */
export function refreshUnread(): void {
  clearTimeout(unreadTimer);
  unreadTimer = setTimeout(() => {
    if (!user.isLogin) return;
    request('/api/message/getUnreadCount', {}, { background: true })
      .then((r) => setUnread(r.chat))
      .catch(() => undefined);
  }, UNREAD_DEBOUNCE_MS);
}

function dispatch(event: PushEvent): void {
  if (event.type === 'message') cursor = Math.max(cursor ?? 0, event.message.id);
  if (event.type === 'hello') cursor = Math.max(cursor ?? 0, event.cursor);
  if (event.type === 'notice') pulseNotice(event.kind);
  else if (event.type !== 'hello') refreshUnread();
  for (const l of listeners) l(event);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** The stream may not open again: the session ended (`clear`), or its account is banned (the pages say why). */
class SessionGone extends Error {
  constructor(readonly clear: boolean) {
    super();
  }
}

/** One stream, until it ends. @returns true when it opened (so the next retry starts quick again). */
async function stream(signal: AbortSignal): Promise<boolean> {
  const transport = envelopeTransport();
  const body = await transport.seal(
    cursor === null ? {} : { cursor },
    commonFields(),
    Math.floor(Date.now() / 1000),
    signal,
  );
  const local = new AbortController();
  const both = AbortSignal.any([signal, local.signal]);
  const sent = fetch(runtimeConfig().apiBase + PUSH_ACTION, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    credentials: 'omit',
    cache: 'no-store',
    signal: both,
  });
  transport.recycle(body);
  const res = await sent;
  if (!res.ok || !res.body) return false;
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const reply = await transport.open(await res.arrayBuffer(), UNREADABLE, signal);
    if (reply.status === STATUS.NOT_LOGGED_IN) throw new SessionGone(true);
    if (reply.code === 'account.banned') throw new SessionGone(false);
    return false;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let watchdog = setTimeout(() => local.abort(), SILENCE_MS);
  let buffer = '';
  let opened = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => local.abort(), SILENCE_MS);
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('');
        if (!data) continue;
        const reply = await transport.open(data, UNREADABLE, signal);
        if (reply.status !== STATUS.OK) continue;
        const event = reply.data as PushEvent;
        if (event.type === 'hello') {
          opened = true;
          setChatLink('push');
        }
        dispatch(event);
      }
    }
  } catch (err) {
    if (signal.aborted) return opened;
    if (!local.signal.aborted) throw err;
  } finally {
    clearTimeout(watchdog);
  }
  return opened;
}

/** Polls `feeding` until `untilMs`, from the stream's cursor. */
async function poll(signal: AbortSignal, untilMs: number): Promise<void> {
  setChatLink('polling');
  while (!signal.aborted && Date.now() < untilMs) {
    try {
      for (;;) {
        const r = await request('/api/message/feeding', { after: cursor ?? 0 }, { background: true, signal });
        if (cursor === null) cursor = r.cursor;
        for (const message of r.items) dispatch({ type: 'message', message });
        cursor = Math.max(cursor, r.cursor);
        if (!r.more) break;
      }
    } catch {
      // A failed poll is retried on the next tick like a dropped stream.
    }
    await sleep(Math.max(0, Math.min(POLL_MS, untilMs - Date.now())), signal);
  }
}

async function loop(signal: AbortSignal): Promise<void> {
  let wait = RETRY_MIN_MS;
  refreshUnread();
  while (!signal.aborted) {
    setChatLink('connecting');
    let opened = false;
    try {
      opened = await stream(signal);
    } catch (err) {
      if (err instanceof SessionGone) {
        if (err.clear) clearSession();
        break;
      }
    }
    if (signal.aborted) break;
    // Whatever happened while the stream was down is fetched before waiting for the next try.
    if (opened) {
      wait = RETRY_MIN_MS;
      await poll(signal, Date.now() + wait);
    } else {
      await poll(signal, Date.now() + wait);
      wait = Math.min(RETRY_MAX_MS, wait * 2);
    }
  }
  setChatLink('off');
}

/** Opens this tab's push connection (once; repeated calls keep the one running). */
export function startPush(): void {
  if (run) return;
  const mine = new AbortController();
  run = mine;
  void loop(mine.signal).finally(() => {
    if (run === mine) run = null;
  });
}

/** Closes it (logout): the next start begins a fresh stream. */
export function stopPush(): void {
  run?.abort();
  run = null;
  cursor = null;
  clearTimeout(unreadTimer);
  setUnread(0);
  setChatLink('off');
}
