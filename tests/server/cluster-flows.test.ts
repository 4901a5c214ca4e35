import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, SLICE_UPLOAD_PATH } from '../../protocol/upload';
import { MIN_PART_BYTES } from '../../server/lib/s3-parts';
import type { ChatMessage } from '../../protocol/chat';
import { checkLedger } from '../../server/domain/console';
import { NOTIFY_PATH, createSandboxGateway } from '../../server/domain/money';
import { decryptMedia } from '../../server/lib/node-cipher';
import { GOODS } from '../../server/seed/money';
import { TEST_KEYS, nowS } from './helper';
import { chatUser, hasHello, openPush } from './support/chat';
import { HAS_NGINX, callOver, clusterPort, startCluster, startNginx, storedVideo } from './support/cluster';
import type { Cluster } from './support/cluster';
import { md5 as md5Text, multipartBody, photo } from './support/media';
import { md5, sliceForm } from './support/upload';
import { videoBytes } from '../support/video-bytes';

// What a member does, carried by three processes behind round-robin nginx on one database and one store:
// each step goes to a chosen process, so the test does not depend on where nginx happens to send it.

const JOB = 'order-sweep';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('nginx as npm run cluster configures it', () => {
  it('passes an upload body on as it arrives, not once it is whole', async () => {
    let seen: () => void = () => {};
    const arrived = new Promise<void>((r) => (seen = r));
    const app = createServer((req, res) => {
      req.once('data', () => seen());
      req.on('end', () => res.end('stored'));
    });
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    const nginx = await startNginx(clusterPort(16), [(app.address() as AddressInfo).port]);
    try {
      const req = request(`http://127.0.0.1:${clusterPort(16)}/api/article/uploadSliceFile`, { method: 'POST' });
      const answer = new Promise<string>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
      });
      // The first part of a slice reaches the process while the rest is still to be sent.
      req.write(Buffer.alloc(64 * 1024, 1));
      const early = await Promise.race([arrived.then(() => true), sleep(3000).then(() => false)]);
      req.end(Buffer.alloc(1024, 2));
      expect(early).toBe(true);
      expect(await answer).toBe('stored');
    } finally {
      await nginx.stop();
      app.close();
    }
  });
});

if (process.env.DATABASE_URL && HAS_NGINX)
  describe('a cluster of three processes carries one member across them (postgres, nginx)', () => {
    let c: Cluster;
    let ipSeq = 0;
    const ip = () => `10.77.${++ipSeq}.${1 + (process.pid % 250)}`;
    const user = async (origin: string) => {
      const r = await callOver<string>(
        origin,
        '/api/account/registerByPassword',
        {
          username: `member${randomBytes(4).toString('hex')}`,
          password: 'Amber-Lantern-4417',
        },
        '',
        ip(),
      );
      if (r.status !== 1) throw new Error(r.msg);
      return r.data;
    };
    const periodicRuns = async () => {
      let sum = 0;
      for (let i = 0; i < 3; i++) {
        const text = await (await fetch(`${c.node(i)}/metrics`)).text();
        const line = text.split('\n').find((l) => l.startsWith(`goldpost_periodic_runs_total{job="${JOB}"}`));
        sum += line ? Number(line.split(' ').pop()) : 0;
      }
      return sum;
    };
    let periodic: { runsBefore: number; dueAgainAt: number };

    beforeAll(async () => {
      // Pieces offered too: the video test below sends its pieces straight to the store.
      c = await startCluster(clusterPort(10), { SEED: '0', UPLOAD_MODE: 'pieces' });
      // The sweep's first period is claimed as soon as a process looks; then make it due once more, now.
      for (let i = 0; i < 200; i++) {
        const row = await c.db.selectFrom('periodic_runs').selectAll().where('name', '=', JOB).executeTakeFirst();
        if (row && row.due_at > nowS()) break;
        await sleep(100);
      }
      const runsBefore = await periodicRuns();
      await c.db.updateTable('periodic_runs').set({ due_at: 0 }).where('name', '=', JOB).execute();
      // Every process looks at the job every quarter period (15 s), so all three see it due before then.
      periodic = { runsBefore, dueAgainAt: Date.now() + 16_000 };
    }, 220_000);
    afterAll(() => c?.dispose(), 60_000);

    it('serves a picture uploaded through one process from every other', async () => {
      const png = await photo(120, 80, 'png');
      const ts = nowS();
      const { body, contentType } = await multipartBody({
        file: { bytes: png, name: 'shore.png', type: 'image/png' },
        fields: { timestamp: String(ts), sign: md5Text(`${ts}${TEST_KEYS.uploadImgKey}`) },
      });
      const res = await fetch(`${c.node(0)}/imgUpload.php`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      });
      const reply = (await res.json()) as { code: number; msg: string };
      expect(reply.code, reply.msg).toBe(1);
      for (const origin of [c.node(1), c.node(2), c.front]) {
        const media = await fetch(`${origin}/media/${reply.msg}`);
        expect(media.status).toBe(200);
        const bytes = Buffer.from(await media.arrayBuffer());
        expect(decryptMedia(Buffer.from(TEST_KEYS.mediaKey, 'hex'), bytes).equals(png)).toBe(true);
      }
    });

    it('finishes a sliced video whose slices landed on all three, with its MD5', { timeout: 60_000 }, async () => {
      const token = await user(c.front);
      const file = videoBytes(MIN_SLICE_BYTES * 4 + 333);
      const slice = (i: number) => file.subarray(i * MIN_SLICE_BYTES, (i + 1) * MIN_SLICE_BYTES);
      type Created = { uploadId: string; slices: number };
      const created = await callOver<Created>(
        c.front,
        '/api/article/createUpload',
        {
          name: 'harbour.mp4',
          size: file.length,
          format: 'mp4',
          sliceSize: MIN_SLICE_BYTES,
        },
        token,
      );
      expect(created.status, created.msg).toBe(1);
      const { uploadId, slices } = created.data;
      expect(slices).toBe(5);
      for (let i = 0; i < slices; i++) {
        const form = sliceForm({ token, uploadId, index: i, data: slice(i) });
        const res = await fetch(`${c.node(i % 3)}${SLICE_UPLOAD_PATH}`, {
          method: 'POST',
          headers: form.headers,
          body: new Uint8Array(form.payload),
        });
        expect(res.status, await res.text()).toBe(200);
      }
      // Every process sees the slices the others received.
      type Check = { missing: number[] };
      const check = await callOver<Check>(
        c.front,
        '/api/article/checkSlice',
        { uploadId, file_hash: md5(file) },
        token,
      );
      expect(check.data.missing).toEqual([]);
      type Stored = { state: string; missing: number[]; video?: { url: string } };
      const info = { uploadId, original: 'harbour.mp4', size: file.length, slices };
      let done = await callOver<Stored>(c.node(1), '/api/article/storeFileInfo', info, token);
      for (let tries = 0; done.status === 1 && done.data.state === 'assembling' && tries < 100; tries++) {
        await sleep(200);
        done = await callOver<Stored>(c.node(tries % 3), '/api/article/storeFileInfo', info, token);
      }
      expect(done.status, done.msg).toBe(1);
      expect(done.data).toMatchObject({ state: 'done', missing: [] });
      // The stored file is the uploaded one.
      expect(await storedVideo(c.db, done.data.video!.url)).toEqual({ md5: md5(file), size: file.length });
    });

    it(
      'finishes a piece upload sent straight to the store through presigned part URLs',
      { timeout: 60_000 },
      async () => {
        const token = await user(c.front);
        const file = videoBytes(MIN_PART_BYTES * 2 + 12_345);
        type Created = {
          mode: string;
          sliceSize: number;
          uploadId: string;
          piece?: { parts?: Record<string, string> };
        };
        const created = await callOver<Created>(
          c.node(0),
          '/api/article/createUpload',
          {
            name: 'quay.mp4',
            size: file.length,
            format: 'mp4',
            modes: ['slices', 'pieces'],
            pieceSize: MIN_PART_BYTES,
          },
          token,
        );
        expect(created.status, created.msg).toBe(1);
        expect(created.data.mode).toBe('pieces');
        const { uploadId, sliceSize } = created.data;
        const parts = created.data.piece!.parts!;
        expect(Object.keys(parts).sort()).toEqual(['0', '1', '2']);
        for (const [i, url] of Object.entries(parts)) {
          // The bytes go to the store, never through an app process.
          expect(new URL(url).port).toBe(String(c.port + 9));
          const body = file.subarray(Number(i) * sliceSize, (Number(i) + 1) * sliceSize);
          const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
          expect(res.status).toBe(200);
        }
        type Status = { state: string; video?: { url: string } };
        let status = await callOver<Status>(
          c.node(1),
          '/api/article/pieceStatus',
          { uploadId, file_hash: md5(file) },
          token,
        );
        for (let tries = 0; status.status === 1 && status.data.state !== 'done' && tries < 100; tries++) {
          await sleep(200);
          status = await callOver<Status>(c.node(tries % 3), '/api/article/pieceStatus', { uploadId }, token);
        }
        expect(status.status, status.msg).toBe(1);
        expect(status.data.state).toBe('done');
        const stored = await c.db
          .selectFrom('videos')
          .select(['md5', 'size'])
          .where('path', '=', status.data.video!.url)
          .executeTakeFirstOrThrow();
        expect({ md5: stored.md5, size: Number(stored.size) }).toEqual({ md5: md5(file), size: file.length });
      },
    );

    it('delivers a chat message sent through process A to a push stream held on process C', async () => {
      const call = (p: string, b: Record<string, unknown>, o: { ip: string }) =>
        callOver<unknown>(c.node(1), p, b, '', o.ip);
      const a = await chatUser(call, c.db, true);
      const b = await chatUser(call, c.db);
      const push = await openPush(c.node(2), b.token);
      await push.until(hasHello);
      const sent = await callOver<ChatMessage>(
        c.node(0),
        '/api/message/chating',
        {
          id: b.id,
          kind: 'text',
          body: 'across',
        },
        a.token,
      );
      expect(sent.status, sent.msg).toBe(1);
      await push.until(() => push.messageIds().includes(sent.data.id));
      expect(push.messageIds()).toEqual([sent.data.id]);
      push.close();
    });

    it('credits a payment notify once, whichever processes it reaches', async () => {
      await c.db.insertInto('goods').values(GOODS).execute();
      const goods = await c.db
        .selectFrom('goods')
        .select('id')
        .where('name_en', '=', '60 gold')
        .executeTakeFirstOrThrow();
      const token = await user(c.front);
      type Paying = { order: { orderNo: string; amountCents: number; gold: number } };
      const r = await callOver<Paying>(
        c.node(0),
        '/api/order/createPaying',
        { goodsId: goods.id, key: randomBytes(9).toString('base64url') },
        token,
      );
      expect(r.status, r.msg).toBe(1);
      const { orderNo, amountCents, gold } = r.data.order;
      const gateway = createSandboxGateway(readFileSync(join(c.dir, 'gateway-secret'), 'utf8').trim());
      const notify = new URLSearchParams(gateway.notifyFor(orderNo, amountCents)).toString();
      // The gateway repeats its notify; here the copies reach all three processes at once.
      const answers = await Promise.all(
        [0, 1, 2, 0].map((i) =>
          fetch(`${c.node(i)}${NOTIFY_PATH}/sandbox`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: notify,
          }).then(async (res) => `${res.status} ${await res.text()}`),
        ),
      );
      expect(answers).toEqual(Array(4).fill('200 success'));
      const info = await callOver<{ balance: number }>(c.node(2), '/api/proxy/info', {}, token);
      expect(info.data.balance).toBe(gold);
      expect(await checkLedger(c.db)).toEqual([]);
    });

    it('refuses to start a process whose keys differ, naming the variable', { timeout: 60_000 }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'goldpost-stranger-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          ...c.keys,
          MEDIA_KEY: randomBytes(16).toString('hex'),
          SANDBOX_PAY_SECRET: readFileSync(join(c.dir, 'gateway-secret'), 'utf8').trim(),
          DATABASE_URL: c.databaseUrl,
          DATA_DIR: dataDir,
          PORT: String(c.port + 5),
          SEED: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      const code = await new Promise((r) => child.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      expect(code).toBe(1);
      expect(out).toMatch(/MEDIA_KEY differs from the value the other processes/);
      expect(out).not.toMatch(/API_KEY|SANDBOX_PAY_SECRET differ/);
      expect(out).not.toMatch(/goldpost listening on/);
    });

    it('runs a periodic job once per period across the three processes', { timeout: 30_000 }, async () => {
      await sleep(Math.max(0, periodic.dueAgainAt - Date.now()));
      expect((await periodicRuns()) - periodic.runsBefore).toBe(1);
      const row = await c.db.selectFrom('periodic_runs').selectAll().where('name', '=', JOB).executeTakeFirstOrThrow();
      expect(row.due_at).toBeGreaterThan(nowS());
    });
  });
