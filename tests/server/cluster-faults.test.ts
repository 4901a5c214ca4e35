import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../protocol/chat';
import { MIN_SLICE_BYTES, SLICE_UPLOAD_PATH } from '../../protocol/upload';
import { checkLedger } from '../../server/domain/console';
import { NOTIFY_PATH, createSandboxGateway } from '../../server/domain/money';
import { GOODS } from '../../server/seed/money';
import { decryptMedia } from '../../server/lib/node-cipher';
import { TEST_KEYS, nowS } from './helper';
import { md5 as md5Text, multipartBody, photo } from './support/media';
import { chatUser, hasHello, openPush } from './support/chat';
import { HAS_NGINX, callOver, clusterPort, startCluster, startNginx, storedVideo } from './support/cluster';
import type { Cluster } from './support/cluster';
import { md5, sliceForm } from './support/upload';
import { videoBytes } from '../support/video-bytes';

// One process of three killed (SIGKILL: no drain, no goodbye) while a member's upload, a conversation and a
// payment are all under way on it. Each client carries on through nginx, which routes around the dead
// process: nothing the dead process acknowledged is lost, nothing is applied twice, the books balance.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pid of the process listening on `port` (the cluster script does not say). */
function pidOn(port: number): number {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}: ${line}`);
  return Number(pid);
}

describe('nginx as npm run cluster configures it', () => {
  it('sends a POST on to the next process when one refuses connections', { timeout: 30_000 }, async () => {
    const alive = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('alive'));
    });
    await new Promise<void>((r) => alive.listen(0, '127.0.0.1', r));
    // A port nothing listens on stands for the killed process (nginx is started over it and the live one).
    const dead = clusterPort(27);
    const nginx = await startNginx(clusterPort(26), [dead, (alive.address() as AddressInfo).port]);
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`http://127.0.0.1:${clusterPort(26)}/api.php/x`, { method: 'POST', body: 'x' }).then((r) => r.text()),
        ),
      );
      expect(answers).toEqual(Array(6).fill('alive'));
    } finally {
      await nginx.stop();
      alive.close();
    }
  });
});

if (process.env.DATABASE_URL && HAS_NGINX)
  describe('a cluster losing a process to kill -9 mid-work (postgres, nginx)', () => {
    let c: Cluster;
    let ipSeq = 0;
    const ip = () => `10.78.${++ipSeq}.${1 + (process.pid % 250)}`;
    beforeAll(async () => {
      c = await startCluster(clusterPort(20), { SEED: '0', CLUSTER_KEEP_GOING: '1' });
    }, 220_000);
    afterAll(() => c?.dispose(), 60_000);

    it('loses nothing acknowledged and doubles nothing', { timeout: 90_000 }, async () => {
      const victim = c.node(0);
      const call = (p: string, b: Record<string, unknown>, o: { ip: string }) =>
        callOver<unknown>(c.node(1), p, b, '', o.ip);
      // A conversation: the reader's stream on the victim, messages sent through it.
      const a = await chatUser(call, c.db, true);
      const b = await chatUser(call, c.db);
      const push = await openPush(victim, b.token);
      await push.until(hasHello);
      const say = (origin: string, body: string) =>
        callOver<ChatMessage>(origin, '/api/message/chating', { id: b.id, kind: 'text', body }, a.token);
      const acked: number[] = [];
      for (const body of ['one', 'two']) acked.push((await say(victim, body)).data.id);
      await push.until(() => push.messageIds().length === 2);

      // An upload: two slices acknowledged by the victim.
      const uploader = (
        await call(
          '/api/account/registerByPassword',
          { username: `up${randomBytes(3).toString('hex')}`, password: 'Amber-Lantern-4417' },
          { ip: ip() },
        )
      ).data as string;
      const file = videoBytes(MIN_SLICE_BYTES * 3 + 99);
      const slice = (i: number) => file.subarray(i * MIN_SLICE_BYTES, (i + 1) * MIN_SLICE_BYTES);
      const created = await callOver<{ uploadId: string }>(
        victim,
        '/api/article/createUpload',
        { name: 'x.mp4', size: file.length, format: 'mp4', sliceSize: MIN_SLICE_BYTES },
        uploader,
      );
      const { uploadId } = created.data;
      const sendSlice = async (origin: string, i: number) => {
        const form = sliceForm({ token: uploader, uploadId, index: i, data: slice(i) });
        return (
          await fetch(`${origin}${SLICE_UPLOAD_PATH}`, {
            method: 'POST',
            headers: form.headers,
            body: new Uint8Array(form.payload),
          })
        ).status;
      };
      for (const i of [0, 1]) expect(await sendSlice(victim, i)).toBe(200);

      // A payment whose notify is in flight to the victim when it dies.
      await c.db.insertInto('goods').values(GOODS).execute();
      const goods = await c.db
        .selectFrom('goods')
        .select('id')
        .where('name_en', '=', '60 gold')
        .executeTakeFirstOrThrow();
      const payer = await chatUser(call, c.db);
      const order = (
        await callOver<{ order: { orderNo: string; amountCents: number; gold: number } }>(
          victim,
          '/api/order/createPaying',
          { goodsId: goods.id, key: randomBytes(9).toString('base64url') },
          payer.token,
        )
      ).data.order;
      const gateway = createSandboxGateway(readFileSync(join(c.dir, 'gateway-secret'), 'utf8').trim());
      const notify = new URLSearchParams(gateway.notifyFor(order.orderNo, order.amountCents)).toString();
      const deliver = (origin: string) =>
        fetch(`${origin}${NOTIFY_PATH}/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: notify,
        }).then(
          (r) => r.status,
          () => 0,
        );
      const inFlight = Promise.all([
        deliver(victim),
        sendSlice(victim, 2).catch(() => 0),
        say(victim, 'three').then(
          (r) => r.data.id,
          () => null,
        ),
      ] as const);
      // Killed at once: each of the three may have been answered, cut off, or never started.
      process.kill(pidOn(c.port + 1), 'SIGKILL');
      const [paidOnVictim, sliceOnVictim, threeId] = await inFlight;
      await push.ended;

      // The gateway repeats a notify it got no "success" for (and may repeat one it did): through nginx now.
      for (let i = 0; i < 3; i++) expect(await deliver(c.front)).toBe(200);
      const balance = await callOver<{ balance: number }>(c.front, '/api/proxy/info', {}, payer.token);
      expect(balance.data.balance).toBe(order.gold);
      expect(await checkLedger(c.db)).toEqual([]);
      expect([0, 200]).toContain(paidOnVictim);

      // The reader reconnects through nginx from its cursor: every acknowledged message once, in order.
      if (threeId !== null) acked.push(threeId);
      for (const body of ['four', 'five']) acked.push((await say(c.front, body)).data.id);
      const again = await openPush(c.front, b.token, push.messageIds().at(-1)!);
      await again.until(() => acked.every((id) => [...push.messageIds(), ...again.messageIds()].includes(id)));
      await sleep(300);
      // A send cut off by the kill may have committed unacknowledged (the member sees it failed): at most that
      // one more; every acknowledged one exactly once and in order.
      const seen = [...push.messageIds(), ...again.messageIds()];
      expect(seen.filter((id) => acked.includes(id))).toEqual(acked);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length - acked.length).toBeLessThanOrEqual(1);
      again.close();

      // The uploader asks what is missing and sends it through nginx: the victim's acknowledged slices hold.
      const check = await callOver<{ missing: number[] }>(
        c.front,
        '/api/article/checkSlice',
        { uploadId, file_hash: md5(file) },
        uploader,
      );
      expect(check.data.missing).toEqual(sliceOnVictim === 200 ? [3] : [2, 3]);
      for (const i of check.data.missing) expect(await sendSlice(c.front, i)).toBe(200);
      const info = { uploadId, original: 'x.mp4', size: file.length, slices: 4 };
      let done = await callOver<{ state: string; video?: { url: string } }>(
        c.front,
        '/api/article/storeFileInfo',
        info,
        uploader,
      );
      for (let t = 0; done.status === 1 && done.data.state === 'assembling' && t < 100; t++) {
        await sleep(200);
        done = await callOver(c.front, '/api/article/storeFileInfo', info, uploader);
      }
      expect(done.data.state).toBe('done');
      // The assembled file is the uploaded one.
      expect(await storedVideo(c.db, done.data.video!.url)).toEqual({ md5: md5(file), size: file.length });
    });

    it(
      'answers clearly while the store is down, and takes the same upload once it is back',
      { timeout: 60_000 },
      async () => {
        const png = await photo(90, 60, 'png');
        const upload = async () => {
          const ts = nowS();
          const { body, contentType } = await multipartBody({
            file: { bytes: png, name: 'quay.png', type: 'image/png' },
            fields: { timestamp: String(ts), sign: md5Text(`${ts}${TEST_KEYS.uploadImgKey}`) },
          });
          const res = await fetch(`${c.front}/imgUpload.php`, {
            method: 'POST',
            headers: { 'content-type': contentType },
            body: new Uint8Array(body),
          });
          return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
        };
        const toggleStore = async (state: 'stopped' | 'started') => {
          const seen = c.run.output().split(`store ${state}`).length;
          c.run.child.kill('SIGUSR2');
          while (c.run.output().split(`store ${state}`).length === seen) await sleep(50);
        };
        // 3 s rather than the 10 s of a real outage: the store refuses connections from the first moment to the
        // last, so a longer outage only repeats the same refused requests.
        await toggleStore('stopped');
        const stoppedAt = Date.now();
        const during = await upload();
        const ready = await fetch(`${c.node(1)}/readyz`);
        await sleep(Math.max(0, 3000 - (Date.now() - stoppedAt)));
        await toggleStore('started');
        // The balancer is told at once (readiness fails); the uploader is told to try again shortly (503 with
        // Retry-After), never a stack.
        expect(ready.status).toBe(503);
        expect(during.status).toBe(503);
        expect(during.retryAfter).toBe('5');
        expect(JSON.parse(during.text)).toMatchObject({ code: 0, msg: '文件存储暂时不可用，请稍后重试' });
        const after = await upload();
        expect(after.status).toBe(200);
        const path = (JSON.parse(after.text) as { msg: string }).msg;
        const media = await fetch(`${c.front}/media/${path}`);
        expect(
          decryptMedia(Buffer.from(TEST_KEYS.mediaKey, 'hex'), Buffer.from(await media.arrayBuffer())).equals(png),
        ).toBe(true);
      },
    );
  });
