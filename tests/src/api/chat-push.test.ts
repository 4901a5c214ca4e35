import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, clientTransport, formText, keys } from '../../support/api-harness';
import { openRequest, sealReply } from '../../../protocol/envelope';
import type { Reply } from '../../../protocol/envelope';
import type { ChatMessage, PushEvent } from '../../../protocol/chat';
import { createNodeCipher } from '../../../server/lib/node-cipher';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const { setEnvelopeTransport } = await import('../../../src/api/request');
const { onPushEvent, startPush, stopPush } = await import('../../../src/api/chat-push');
const { chat } = await import('../../../src/state/chat');
const { noticePulse } = await import('../../../src/state/notice-pulse');
const { user, setSession, clearSession } = await import('../../../src/state/user');

const server = createNodeCipher({
  apiKey: Buffer.from(keys.apiKey, 'hex'),
  apiIv: Buffer.from(keys.apiIv, 'hex'),
  signKey: Buffer.from(keys.signKey, 'hex'),
});

const msg = (id: number): ChatMessage => ({
  id,
  from: 2,
  to: 1,
  kind: 'text',
  body: `m${id}`,
  state: 'sent',
  createdAt: 1,
});

interface Call {
  path: string;
  payload: Record<string, unknown>;
}

type StreamScript = (send: (frame: string) => void, end: () => void) => void;

const encoder = new TextEncoder();
const frame = async (event: PushEvent, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}data: ${await sealReply(server, { status: 1, msg: 'ok', data: event })}\n\n`;

/** A fetch that answers the push path with `streams` in turn (an HTTP status for a refusal) and feeding with `feed`. */
function stubFetch(streams: (StreamScript | number | Reply)[], feed: (after: number) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    // As fetch does: an aborted call never reaches the server. The previous test's stopped loop can still
    // be sealing its request when this stub is installed, and must not take this test's scripted replies.
    init.signal?.throwIfAborted();
    const path = String(input).slice(API_BASE.length);
    const form = Object.fromEntries(new URLSearchParams(formText(init.body)));
    const payload = await openRequest(server, form, Math.floor(Date.now() / 1000));
    calls.push({ path, payload });
    if (path === '/api/message/feeding') {
      return new Response(await sealReply(server, { status: 1, msg: 'ok', data: feed(Number(payload.after)) }));
    }
    if (path === '/api/message/getUnreadCount') {
      return new Response(await sealReply(server, { status: 1, msg: 'ok', data: { chat: 4 } }));
    }
    const next = streams.shift() ?? 503;
    if (typeof next === 'number') return new Response('push is full', { status: next });
    if (typeof next !== 'function') return new Response(await sealReply(server, next));
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        init.signal?.addEventListener('abort', () => c.error(init.signal?.reason));
        next(
          (f) => c.enqueue(encoder.encode(f)),
          () => c.close(),
        );
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  return calls;
}

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
afterEach(() => {
  stopPush();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the push connection', () => {
  it('opens events in order, is live after hello, and resumes from the last message id after a drop', async () => {
    setSession('tok');
    const seen: PushEvent[] = [];
    const off = onPushEvent((e) => seen.push(e));
    const first: StreamScript = (send, end) => {
      void (async () => {
        send(`retry: 2000\n\n: hb\n\n`);
        send(await frame({ type: 'hello', cursor: 10 }));
        const [a, b] = [
          await frame({ type: 'message', message: msg(11) }, 11),
          await frame({ type: 'message', message: msg(12) }, 12),
        ];
        // A frame split across chunks still reads as one.
        send(a + b.slice(0, 20));
        send(b.slice(20));
        send(await frame({ type: 'state', peer: 2, upTo: 12, state: 'read' }));
        end();
      })();
    };
    const second: StreamScript = (send) => void frame({ type: 'hello', cursor: 12 }).then(send);
    const calls = stubFetch([first, second], (after) => ({ items: [], cursor: after, more: false }));
    startPush();
    await vi.waitFor(() => expect(seen.filter((e) => e.type === 'hello')).toHaveLength(2), { timeout: 5000 });
    off();
    expect(seen.map((e) => (e.type === 'message' ? e.message.id : e.type))).toEqual([
      'hello',
      11,
      12,
      'state',
      'hello',
    ]);
    const pushes = calls.filter((c) => c.path === '/message/push');
    expect(pushes.map((c) => c.payload.cursor)).toEqual([undefined, 12]);
    expect(pushes.every((c) => c.payload.token === 'tok')).toBe(true);
    // What happened while the stream was down was fetched from the same cursor.
    expect(calls.find((c) => c.path === '/api/message/feeding')?.payload.after).toBe(12);
    expect(chat.link).toBe('push');
    await vi.waitFor(() => expect(chat.unread).toBe(4));
  });

  it('passes a notice event on as a pulse, money apart, without asking for the chat count', async () => {
    setSession('tok-notice');
    const before = { ...noticePulse };
    const stream: StreamScript = (send) =>
      void (async () => {
        send(await frame({ type: 'hello', cursor: 0 }));
        send(await frame({ type: 'notice', kind: 'money' }));
        send(await frame({ type: 'notice', kind: 'report' }));
      })();
    const calls = stubFetch([stream], (after) => ({ items: [], cursor: after, more: false }));
    startPush();
    await vi.waitFor(() => expect(noticePulse.any).toBe(before.any + 2), { timeout: 5000 });
    expect(noticePulse.money).toBe(before.money + 1);
    expect(calls.filter((c) => c.path === '/api/message/getUnreadCount')).toEqual([]);
  });

  it('polls feeding from its cursor while the stream cannot open', async () => {
    setSession('tok');
    const seen: number[] = [];
    const off = onPushEvent((e) => e.type === 'message' && seen.push(e.message.id));
    // As the server does: only what is newer than the cursor, so a later poll from 42 brings nothing again.
    const calls = stubFetch([503, 503], (after) =>
      after === 0
        ? { items: [], cursor: 40, more: false }
        : after < 42
          ? { items: [msg(41), msg(42)], cursor: 42, more: false }
          : { items: [], cursor: 42, more: false },
    );
    startPush();
    await vi.waitFor(() => expect(chat.link).toBe('polling'));
    await vi.waitFor(() => expect(seen).toEqual([41, 42]), { timeout: 8000 });
    off();
    const afters = calls.filter((c) => c.path === '/api/message/feeding').map((c) => c.payload.after);
    expect(afters.slice(0, 2)).toEqual([0, 40]);
  }, 10_000);

  it('ends the session when the stream answers 420, and stops', async () => {
    setSession('gone');
    const calls = stubFetch([{ status: 420, msg: '请先登录', data: null }], () => ({
      items: [],
      cursor: 0,
      more: false,
    }));
    startPush();
    await vi.waitFor(() => expect(user.isLogin).toBe(false));
    await vi.waitFor(() => expect(chat.link).toBe('off'));
    expect(calls.filter((c) => c.path === '/message/push')).toHaveLength(1);
  });
});
