import { createHash, createHmac, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { PushEvent } from '../../protocol/chat';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { SLICE_UPLOAD_PATH, sliceSignInput } from '../../protocol/upload';
import type { SliceFields } from '../../protocol/upload';
import { openStream, post } from '../chat/push-client';
import type { Stream } from '../chat/push-client';

// What the cluster bench does as a client: sliced uploads (the browser's path, in Node) and chat sends
// between streams held on different processes.

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/** POSTs a body and resolves with the status once the answer has been read. */
function send(url: string, body: Buffer, contentType: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': body.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function sliceBody(fields: SliceFields, sign: string, data: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries({ ...fields, sign }).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(parts.join('') + head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface UploadPlan {
  file: Buffer;
  sliceBytes: number;
  /** Slices in flight at once, as the client sends them. */
  parallel: number;
}

/**
 * One sliced upload through `origin`, from createUpload to storeFileInfo answering done (assembly and the
 * whole-file check included), in MB/s of the file; to `sink` instead, only the same slice bodies.
 */
export async function uploadOnce(
  cipher: EnvelopeCipher,
  signKey: Buffer,
  origin: string,
  token: string,
  plan: UploadPlan,
  sink?: string,
): Promise<number> {
  const { file, sliceBytes, parallel } = plan;
  const count = Math.ceil(file.length / sliceBytes);
  const t0 = performance.now();
  let uploadId = 'sink';
  if (!sink) {
    const created = await post(
      cipher,
      origin,
      '/api/article/createUpload',
      { name: 'bench.mp4', size: file.length, format: 'mp4', sliceSize: sliceBytes },
      token,
    );
    if (created.status !== 1) throw new Error(`createUpload: ${created.msg}`);
    uploadId = (created.data as { uploadId: string }).uploadId;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < count; i = next++) {
        const data = file.subarray(i * sliceBytes, (i + 1) * sliceBytes);
        const fields: SliceFields = {
          uploadId,
          index: String(i),
          hash: md5(data),
          format: 'mp4',
          file_hash: '',
          token,
          timestamp: String(Math.floor(Date.now() / 1000)),
        };
        const sign = createHmac('sha256', signKey).update(sliceSignInput(fields)).digest('hex');
        const { body, type } = sliceBody(fields, sign, data);
        const res = await send(sink ?? `${origin}${SLICE_UPLOAD_PATH}`, body, type);
        if (res.status !== 200) throw new Error(`slice ${i}: HTTP ${res.status} ${res.text}`);
      }
    }),
  );
  if (!sink) {
    await post(cipher, origin, '/api/article/checkSlice', { uploadId, file_hash: md5(file) }, token);
    const info = { uploadId, original: 'bench.mp4', size: file.length, slices: count };
    for (let tries = 0; ; tries++) {
      const r = await post(cipher, origin, '/api/article/storeFileInfo', info, token);
      const state = (r.data as { state?: string } | null)?.state;
      if (r.status !== 1) throw new Error(`storeFileInfo: ${r.msg}`);
      if (state === 'done') break;
      if (tries > 600) throw new Error('upload never finished');
      await new Promise((r2) => setTimeout(r2, 50));
    }
  }
  return file.length / 1e6 / ((performance.now() - t0) / 1000);
}

export interface ChatFigures {
  p50: number;
  p99: number;
  sendP50: number;
}

/**
 * `users.length` streams, user i's on node i mod 3; user k writes to user k + half through the node after the
 * receiver's, so every message crosses processes. Latency: before the send call → opened on the stream.
 */
export async function chatAcross(
  cipher: EnvelopeCipher,
  nodes: string[],
  users: { id: number; token: string }[],
  sends: number,
  concurrent: number,
): Promise<ChatFigures> {
  const waiting = new Map<string, (atMs: number) => void>();
  const onEvent = (e: PushEvent, atMs: number) => {
    if (e.type === 'message') waiting.get(e.message.body)?.(atMs);
  };
  const streams: Stream[] = [];
  try {
    for (let i = 0; i < users.length; i += 50) {
      const batch = users.slice(i, i + 50).map((u, k) => openStream(cipher, nodes[(i + k) % 3]!, u.token, onEvent));
      streams.push(...(await Promise.all(batch)));
    }
    const half = users.length >> 1;
    const lat: number[] = [];
    const rtt: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrent }, async () => {
        for (let k = next++; k < sends; k = next++) {
          const from = k % half;
          const to = half + (k % half);
          const body = `c${k}${randomBytes(3).toString('hex')}`;
          const got = new Promise<number>((resolve) => waiting.set(body, resolve));
          const t0 = performance.now();
          const r = await post(
            cipher,
            nodes[(to + 1) % 3]!,
            '/api/message/chating',
            { id: users[to]!.id, kind: 'text', body },
            users[from]!.token,
          );
          rtt.push(performance.now() - t0);
          if (r.status !== 1) throw new Error(`send refused: ${r.msg}`);
          lat.push((await got) - t0);
          waiting.delete(body);
        }
      }),
    );
    return { p50: quantile(lat, 0.5), p99: quantile(lat, 0.99), sendP50: quantile(rtt, 0.5) };
  } finally {
    for (const s of streams) s.close();
  }
}
