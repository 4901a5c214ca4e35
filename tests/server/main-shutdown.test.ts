import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_PUSH_PATH } from '../../protocol/chat';
import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import { keysByVariable } from '../../server/config';
import { TEST_KEYS, commonFields, nowS, testCipher } from './helper';

// The real entry point stopped by SIGTERM, as a rolling restart does: it stops being ready, tells the open push
// streams to come back (to another process) with an SSE `retry`, lets the request in flight finish, and exits.

const DRAIN_SECONDS = 1;

function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; origin: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...keysByVariable({ ...TEST_KEYS, uploadSecret: randomBytes(32).toString('hex') }),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED: '0',
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /goldpost listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve({ child, origin: m[1]!, exited });
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

async function sealed(payload: object, token = ''): Promise<string> {
  return encodeForm(await sealRequest(testCipher, payload, commonFields(token), nowS()));
}

/** A POST whose body is sent in two halves, the second when `finish` is called. */
function slowPost(url: string, body: string) {
  let req: ClientRequest;
  const cut = Math.floor(body.length / 2);
  const answered = new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>(
    (resolve, reject) => {
      req = request(url, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      });
      req.on('error', reject);
      req.write(body.slice(0, cut));
    },
  );
  return { answered, finish: () => req.end(body.slice(cut)) };
}

/** The raw text of an event stream until the server ends it. */
function rawStream(
  url: string,
  body: string,
): Promise<{ status: number; opened: Promise<void>; text: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      let markOpen: () => void = () => undefined;
      const opened = new Promise<void>((r) => (markOpen = r));
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
        if (text.includes('data: ')) markOpen();
      });
      const ended = new Promise<string>((r) => res.on('close', () => r(text)));
      resolve({ status: res.statusCode ?? 0, opened, text: ended });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('shutdown on SIGTERM (the real server process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'goldpost-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'sends push streams elsewhere with a retry, finishes the request in flight, and exits',
    { timeout: 90_000 },
    async () => {
      const { child, origin, exited } = await startServer(dataDir);
      try {
        const username = `drain${randomBytes(3).toString('hex')}`;
        const reg = await fetch(`${origin}/api.php/api/account/registerByPassword`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: await sealed({ username, password: 'Quiet-Harbor-9731' }),
        });
        const token = (await openReply<string>(testCipher, await reg.text())).data;
        expect(token).toBeTruthy();

        const stream = await rawStream(`${origin}${CHAT_PUSH_PATH}`, await sealed({}, token));
        expect(stream.status).toBe(200);
        await stream.opened;
        const slow = slowPost(`${origin}/api.php/api/explore/tags`, await sealed({}));

        const signalled = Date.now();
        child.kill('SIGTERM');
        // Draining: still alive, not ready, so a balancer stops sending it new requests.
        await new Promise((r) => setTimeout(r, 200));
        const ready = await fetch(`${origin}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ failed: ['draining'] });

        // The close (after the drain) ends the stream with a reconnect hint as its last frame…
        const text = await stream.text;
        expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 50);
        expect(text).toMatch(/\n\nretry: \d{3,4}\n\n$/);
        // …while the request that was in flight when it began still completes.
        slow.finish();
        const answer = await slow.answered;
        expect(answer.status).toBe(200);
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
        expect((await openReply(testCipher, answer.body)).status).toBe(1);

        expect(await exited).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(DRAIN_SECONDS * 1000 + 10_000);
      } finally {
        child.kill('SIGKILL');
      }
    },
  );
});
