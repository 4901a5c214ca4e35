import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../../protocol/endpoints';
import { encodeForm, openReply, sealRequest } from '../../../protocol/envelope';
import type { Reply } from '../../../protocol/envelope';
import { SLICE_UPLOAD_PATH, sliceSignInput } from '../../../protocol/upload';
import type { SliceFields } from '../../../protocol/upload';
import { buildApp } from '../../../server/app';
import { uploadPrefix } from '../../../server/domain/upload/store';
import type { ServerConfig } from '../../../server/config';
import { TEST_KEYS, commonFields, createTestEnv, nowS, testCipher } from '../helper';
import type { Dialect, TestEnv } from '../helper';

// Upload tests need what helper.ts's createTestApp hides: the same DATA_DIR and database across two app
// instances (restart), raw multipart bodies, and slice signing.

export const md5 = (b: Buffer | Uint8Array) => createHash('md5').update(b).digest('hex');

export type Env = TestEnv;

/** Where the local backend keeps an upload's received slices (objects named `<index>-<md5>`). */
export const uploadFolder = (dataDir: string, uploadId: string) =>
  join(dataDir, 'media', uploadPrefix(uploadId).slice(0, -1));

export async function createEnv(dialect: Dialect): Promise<Env> {
  const env = await createTestEnv(dialect, 'goldpost-upload-');
  mkdirSync(env.config.clientDir, { recursive: true });
  return env;
}

export interface UploadApp {
  app: FastifyInstance;
  logs: string[];
  call<P extends EndpointPath>(
    path: P,
    payload: PayloadOf<P> | Record<string, unknown>,
    token?: string,
  ): Promise<Reply<ReplyOf<P>>>;
  /** Registers a user and returns its token. */
  user(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function openApp(config: ServerConfig): Promise<UploadApp> {
  const logs: string[] = [];
  const app = await buildApp(config, { logStream: { write: (line) => void logs.push(line) } });
  await app.ready();
  const call: UploadApp['call'] = async (path, payload, token) => {
    const form = await sealRequest(testCipher, payload, commonFields(token), nowS());
    const res = await app.inject({
      method: 'POST',
      url: `/api.php${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm(form),
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return openReply(testCipher, res.body);
  };
  return {
    app,
    logs,
    call,
    async user(name) {
      const r = await call('/api/account/registerByPassword', { username: name, password: 'uploader-secret-1' });
      if (r.status !== 1) throw new Error(`register ${name}: ${r.msg}`);
      return r.data as string;
    },
    close: () => app.close(),
  };
}

/** A multipart/form-data body: text fields in order, then one file part. */
export function multipart(fields: Record<string, string>, file?: { field: string; filename: string; data: Buffer }) {
  const boundary = `----goldpost${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface SliceOptions {
  token: string;
  uploadId: string;
  index: number;
  data: Buffer;
  /** Defaults to md5(data). */
  hash?: string;
  fileHash?: string;
  timestampS?: number;
  /** Replaces the computed sign. */
  sign?: string;
}

export function sliceForm(o: SliceOptions) {
  const fields: SliceFields = {
    uploadId: o.uploadId,
    index: String(o.index),
    hash: o.hash ?? md5(o.data),
    format: 'mp4',
    file_hash: o.fileHash ?? '',
    token: o.token,
    timestamp: String(o.timestampS ?? nowS()),
  };
  const sign =
    o.sign ?? createHmac('sha256', Buffer.from(TEST_KEYS.signKey, 'hex')).update(sliceSignInput(fields)).digest('hex');
  return multipart({ ...fields, sign }, { field: 'chunk', filename: 'blob', data: o.data });
}

export async function sendSlice(app: FastifyInstance, o: SliceOptions): Promise<LightMyRequestResponse> {
  const body = sliceForm(o);
  return app.inject({ method: 'POST', url: SLICE_UPLOAD_PATH, ...body });
}
