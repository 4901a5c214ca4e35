import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { TIMESTAMP_WINDOW_S } from '../../protocol/constants';
import { MAX_SIMPLE_MP4_BYTES, videoFormat } from '../../protocol/upload';
import type { Db } from '../db/database';
import type { MediaStorage } from '../media/storage';
import { resolveCaller } from '../plugins/auth';
import { UploadRefusal, drain, multipartParts, sameHex, writeHashed } from './http-util';
import { uploadsRoot } from './store';
import { insertVideo, videoPath } from './videos';

// Spec §7 simple video: multipart uuid, video, timestamp (ms), sign = md5(timestamp + upload_mp4_key).
// The key ships to every client in the global config, so the sign only proves "our client"; a valid
// token is required as well so every stored video has an owner (findOwnedVideo) and abuse has a name.

export interface Mp4Deps {
  db: Db;
  dataDir: string;
  storage: MediaStorage;
  mp4Key: string;
}

function checkSign(fields: Record<string, string>, key: string, nowMs: number): void {
  const ts = fields.timestamp ?? '';
  if (!/^\d{1,15}$/.test(ts) || Math.abs(Number(ts) - nowMs) > TIMESTAMP_WINDOW_S * 1000) throw new UploadRefusal(401, 'stale timestamp (milliseconds expected)');
  const want = createHash('md5').update(`${ts}${key}`).digest('hex');
  if (!sameHex(want, fields.sign ?? '')) throw new UploadRefusal(401, 'bad sign');
}

export async function receiveMp4(deps: Mp4Deps, req: FastifyRequest): Promise<{ path: string; videoId: string }> {
  const nowMs = Date.now();
  const fields: Record<string, string> = {};
  let out: { path: string; videoId: string } | null = null;
  try {
    for await (const part of multipartParts(req, { fileSize: MAX_SIMPLE_MP4_BYTES, files: 1, fields: 10, fieldSize: 4096 })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'video' || out !== null) {
        await drain(part.file);
        throw new UploadRefusal(400, 'exactly one file field named video expected');
      }
      try {
        checkSign(fields, deps.mp4Key, nowMs);
        const caller = await resolveCaller(deps.db, fields.token, Math.floor(nowMs / 1000));
        if (!caller) throw new UploadRefusal(401, '请先登录');
        const dir = join(uploadsRoot(deps.dataDir), 'mp4');
        await mkdir(dir, { recursive: true });
        const tmp = join(dir, `${randomBytes(8).toString('hex')}.tmp`);
        try {
          const got = await writeHashed(part.file, tmp, MAX_SIMPLE_MP4_BYTES);
          if (got.size === 0) throw new UploadRefusal(400, 'empty video');
          const videoId = randomUUID();
          const path = videoPath(videoId, videoFormat(part.filename || 'video.mp4'));
          await deps.storage.putFile(path, tmp);
          await insertVideo(deps.db, { id: videoId, userId: caller.userId, md5: got.md5, size: got.size, path, nowS: Math.floor(nowMs / 1000) });
          out = { path, videoId };
        } finally {
          await rm(tmp, { force: true });
        }
      } catch (err) {
        await drain(part.file).catch(() => {});
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof UploadRefusal) throw err;
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new UploadRefusal(413, 'video too large: send it in slices');
    if (typeof e.code === 'string' && e.code.startsWith('FST_')) throw new UploadRefusal(400, e.message ?? 'bad multipart body');
    throw err;
  }
  if (!out) throw new UploadRefusal(400, 'video missing');
  return out;
}
