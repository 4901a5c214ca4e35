import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { CHAT_PUSH_PATH } from '../../../protocol/chat';
import type { PushEvent } from '../../../protocol/chat';
import { encodeForm, openReply, sealRequest } from '../../../protocol/envelope';
import type { Db } from '../../../server/db/database';
import { insertPost } from '../authz/world';
import { commonFields, nowS, testCipher } from '../helper';

type Call = (
  path: '/api/account/registerByPassword',
  payload: Record<string, unknown>,
  opts: { ip: string },
) => Promise<{
  status: number;
  msg: string;
  data: unknown;
}>;

let seq = 0;

/**
 * Registers a user from an address of its own (registration is throttled per address). With `publishes` (the
 * default) the user has a public post, as the people one opens a conversation with do (the chat button is on
 * posts); without it, a new conversation with them is refused as with a missing account.
 */
export async function chatUser(
  call: Call,
  db: Db,
  vip = false,
  { publishes = true }: { publishes?: boolean } = {},
): Promise<{ token: string; id: number }> {
  const n = ++seq;
  const username = `talker${n}${randomBytes(2).toString('hex')}`;
  const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (process.pid % 250)}`;
  const r = await call('/api/account/registerByPassword', { username, password: 'Amber-Lantern-4417' }, { ip });
  if (r.status !== 1) throw new Error(`register: ${r.msg}`);
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  if (vip) await db.updateTable('users').set({ vip_level: 1, vip_expires_at: null }).where('id', '=', row.id).execute();
  if (publishes) await insertPost(db, row.id);
  return { token: r.data as string, id: row.id };
}

export interface PushFrame {
  id: number | null;
  event: PushEvent;
}

export interface PushClient {
  frames: PushFrame[];
  status: number;
  /** Resolves with the frames once `pred` holds for them (rejects after `ms`). */
  until(pred: (frames: PushFrame[]) => boolean, ms?: number): Promise<PushFrame[]>;
  messageIds(): number[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the push stream like the client does: a sealed POST, then SSE frames whose data are sealed replies. */
export async function openPush(origin: string, token: string, cursor?: number): Promise<PushClient> {
  const form = await sealRequest(testCipher, cursor === undefined ? {} : { cursor }, commonFields(token), nowS());
  const body = encodeForm(form);
  const frames: PushFrame[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let chain = Promise.resolve();
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(`${origin}${CHAT_PUSH_PATH}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
  res.setEncoding('utf8');
  res.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => res.once('close', () => resolve()));
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let id: number | null = null;
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) id = Number(line.slice(4));
        if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (!data) continue;
      chain = chain.then(async () => {
        const reply = await openReply<PushEvent>(testCipher, data);
        frames.push({ id, event: reply.data });
        for (const w of waiters) w();
      });
    }
  });
  return {
    frames,
    status: res.statusCode ?? 0,
    until(pred, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pred(frames)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(frames);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`push: condition not met in ${ms} ms; frames: ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    ended,
    messageIds: () => frames.flatMap((f) => (f.event.type === 'message' ? [f.event.message.id] : [])),
    close: () => res.destroy(),
  };
}

export const hasHello = (frames: PushFrame[]) => frames.some((f) => f.event.type === 'hello');
