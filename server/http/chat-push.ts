import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { CHAT_PUSH_PATH } from '../../protocol/chat';
import type { PushEvent } from '../../protocol/chat';
import { openRequest, sealReply } from '../../protocol/envelope';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { languageOf } from '../../protocol/refusals';
import { STATUS } from '../../protocol/status';
import type { Db } from '../db/database';
import { PushSession } from '../domain/chat';
import { noCallerRefusal, resolveCaller } from '../domain/accounts';
import type { ChatFanout } from '../lib/chat-fanout';
import { pushStreamsOpen } from '../lib/metrics';
import { REQUEST_ID_HEADER } from './request-id';

// POST <CHAT_PUSH_PATH>: the push stream (docs/protocol.md "People: chat and push"). The body is a sealed
// request envelope like any call, so the session token travels in the sealed body, never in a URL; the reply
// is text/event-stream whose every `data:` is one sealed reply carrying a PushEvent. Resume: the payload's
// `cursor`, or a Last-Event-ID header, is the last message id the client holds.

export interface PushOptions {
  db: Db;
  fanout: ChatFanout;
  cipher: EnvelopeCipher;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  /** Streams one user may hold open on this process; a new one beyond it ends the oldest. */
  perUser?: number;
  /** Streams this process holds; beyond it new ones are answered 503 (the client falls back to polling). */
  perProcess?: number;
}

const HEARTBEAT_MS = 25_000;
/**
 * How often an open stream re-reads its session: a revoked or expired one ends the stream (the client then
 * gets 420 on reconnect), and a live one is kept from idling out while the stream is its only use.
 */
const SESSION_CHECK_MS = 120_000;
const PER_USER = 8;
const PER_PROCESS = 20_000;
/** A reader this far behind is dropped: it resumes from its cursor instead of growing our memory. */
const MAX_BACKLOG_BYTES = 1 << 20;
const CURSOR = /^\d{1,15}$/;

interface Stream {
  res: ServerResponse;
  /** `reconnectMs`: tell the client, in the stream, how soon to come back (the server is going away). */
  end(reconnectMs?: number): void;
}

/**
 * A closing process's streams come back spread over this window (through the balancer, to the others),
 * rather than all in the same instant.
 */
const RECONNECT_SPREAD_MS = [500, 2500] as const;

function reconnectDelay(): number {
  const [min, max] = RECONNECT_SPREAD_MS;
  return Math.round(min + Math.random() * (max - min));
}

function cursorOf(header: unknown, field: unknown): number | null {
  for (const v of [header, field]) {
    const s = typeof v === 'number' ? String(v) : v;
    if (typeof s === 'string' && CURSOR.test(s)) return Number(s);
  }
  return null;
}

export async function chatPushRoutes(app: FastifyInstance, opts: PushOptions): Promise<void> {
  const { db, fanout, cipher } = opts;
  const perUser = opts.perUser ?? PER_USER;
  const perProcess = opts.perProcess ?? PER_PROCESS;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const sessionCheckMs = opts.sessionCheckMs ?? SESSION_CHECK_MS;
  const byUser = new Map<number, Stream[]>();
  let open = 0;

  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Open streams would keep the server from closing; their clients reconnect to another process.
  app.addHook('preClose', async () => {
    for (const list of [...byUser.values()]) for (const s of [...list]) s.end(reconnectDelay());
  });

  app.post(CHAT_PUSH_PATH, { config: { surface: 'envelope' } }, async (req, reply) => {
    const nowS = Math.floor(Date.now() / 1000);
    const payload = await openRequest(cipher, (req.body ?? {}) as Record<string, unknown>, nowS);
    req.language = languageOf(payload.language);
    const caller = await resolveCaller(db, payload.token, nowS, req.ip);
    if (caller === null) throw await noCallerRefusal(db, payload.token);
    if (open >= perProcess) {
      return reply.code(503).header('Retry-After', '30').type('text/plain; charset=utf-8').send('push is full');
    }
    const userId = caller.userId;
    const mine = byUser.get(userId) ?? [];
    for (const old of mine.slice(0, Math.max(0, mine.length - perUser + 1))) old.end();

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies that buffer responses would hold events back.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      [REQUEST_ID_HEADER]: req.id,
    });
    res.flushHeaders();
    open += 1;
    pushStreamsOpen.inc();

    let chain = Promise.resolve();
    const write = (frame: string) => {
      if (res.writableEnded) return;
      if (res.writableLength > MAX_BACKLOG_BYTES) return stream.end();
      res.write(frame);
    };
    // Sealing is asynchronous: a chain keeps frames in the order the session emitted them.
    const emit = (event: PushEvent, id: number | null) => {
      chain = chain
        .then(() => sealReply(cipher, { status: STATUS.OK, msg: 'ok', data: event }))
        .then((sealed) => write(`${id === null ? '' : `id: ${id}\n`}data: ${sealed}\n\n`))
        .catch((err: unknown) => req.log.warn({ err }, 'chat push: sealing failed'));
    };
    // A long replay waits for the socket rather than sealing the whole history into memory.
    const drained = async () => {
      await chain;
      if (res.writableLength > MAX_BACKLOG_BYTES / 4 && !res.writableEnded)
        await Promise.race([once(res, 'drain'), once(res, 'close')]);
    };
    const heartbeat = setInterval(() => write(': hb\n\n'), heartbeatMs);
    heartbeat.unref();
    const sessionHolds = async () =>
      (await resolveCaller(db, payload.token, Math.floor(Date.now() / 1000), req.ip))?.sessionId === caller.sessionId;
    // Jittered, so streams opened together do not all read at once.
    const sessionCheck = setInterval(
      () => {
        sessionHolds().then(
          (holds) => (holds ? undefined : stream.end()),
          (err: unknown) => req.log.warn({ err }, 'chat push: session check failed'),
        );
      },
      sessionCheckMs * (0.75 + Math.random() / 2),
    );
    sessionCheck.unref();
    const session = new PushSession({
      db,
      fanout,
      userId,
      cursor: cursorOf(req.headers['last-event-id'], payload.cursor),
      emit,
      drained,
      log: req.log,
      nowS: () => Math.floor(Date.now() / 1000),
      sessionHolds,
      sessionEnded: () => stream.end(),
    });
    let ended = false;
    const stream: Stream = {
      res,
      end(reconnectMs) {
        if (ended) return;
        ended = true;
        open -= 1;
        pushStreamsOpen.dec();
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        session.close();
        const i = mine.indexOf(stream);
        if (i >= 0) mine.splice(i, 1);
        if (mine.length === 0 && byUser.get(userId) === mine) byUser.delete(userId);
        if (res.writableEnded) return;
        res.end(reconnectMs === undefined ? undefined : `retry: ${reconnectMs}\n\n`);
      },
    };
    mine.push(stream);
    byUser.set(userId, mine);
    res.on('close', () => stream.end());
    write(`retry: 2000\n\n`);
    await session.start().catch((err: unknown) => {
      req.log.warn({ err }, 'chat push: replay failed');
      stream.end();
    });
  });
}
