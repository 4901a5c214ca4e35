// The binary side of video uploads (spec §7): slices (multipart POST), 104 MB pieces (PUT to a signed URL)
// and small files (/uploadMp4.php). Request data goes in, the rules are domain/upload-*.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { MAX_SIMPLE_MP4_BYTES, MP4_UPLOAD_PATH, PIECE_UPLOAD_PATH, SLICE_UPLOAD_PATH } from '../../protocol/upload';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { UploadRefusal } from '../domain/errors';
import { acceptMp4 } from '../domain/upload-mp4';
import { receivePiece } from '../domain/upload-pieces';
import { acceptSlice } from '../domain/upload-slices';
import { drain } from '../lib/hashed-file';
import type { MediaStorage } from '../lib/media-storage';
import { multipartParts } from './multipart';
import { answer } from './upload-replies';

export interface VideoUploadOptions {
  db: Db;
  config: ServerConfig;
  storage: MediaStorage;
}

function fromMultipartError(err: unknown, tooLarge: string): unknown {
  if (err instanceof UploadRefusal) return err;
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return new UploadRefusal(413, tooLarge);
  if (typeof e.code === 'string' && e.code.startsWith('FST_')) return new UploadRefusal(400, e.message ?? 'bad multipart body');
  return err;
}

export async function videoUploadRoutes(app: FastifyInstance, opts: VideoUploadOptions): Promise<void> {
  const deps = { db: opts.db, dataDir: opts.config.dataDir, storage: opts.storage, signKey: opts.config.keys.signKey };
  await app.register(multipart);
  // Pieces arrive as raw bytes; the handler streams them (never buffered) and enforces the length itself.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));

  app.post(SLICE_UPLOAD_PATH, async (req, reply) =>
    answer(reply, async () => {
      const nowS = Math.floor(Date.now() / 1000);
      const raw: Record<string, string> = {};
      let result: { index: number; duplicate: boolean } | null = null;
      try {
        const parts = multipartParts(req, { fileSize: BIG_VIDEO_SLICE_BYTES, files: 1, fields: 16, fieldSize: 4096, parts: 17 });
        for await (const part of parts) {
          if (part.type === 'field') {
            if (result !== null) throw new UploadRefusal(400, 'fields must come before chunk');
            raw[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'chunk' || result !== null) {
            await drain(part.file);
            throw new UploadRefusal(400, 'exactly one file field named chunk expected');
          }
          try {
            result = await acceptSlice(deps, raw, part.file, nowS);
          } catch (err) {
            await drain(part.file).catch(() => {});
            throw err;
          }
        }
      } catch (err) {
        throw fromMultipartError(err, 'slice too large');
      }
      if (result === null) throw new UploadRefusal(400, 'chunk missing');
      return { msg: result.duplicate ? 'slice already stored' : 'ok', data: result };
    }),
  );

  app.put<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(`${PIECE_UPLOAD_PATH}/:id`, async (req, reply) =>
    answer(reply, async () => {
      const { expires, sig, offset } = req.query;
      const target = { uploadId: req.params.id, expires, sig, offset };
      const result = await receivePiece(deps, target, req.body as AsyncIterable<Uint8Array>, Math.floor(Date.now() / 1000));
      return { msg: 'ok', data: result };
    }),
  );

  app.post(MP4_UPLOAD_PATH, async (req, reply) =>
    answer(reply, async () => {
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
            out = await acceptMp4({ ...deps, mp4Key: opts.config.keys.uploadMp4Key }, fields, { stream: part.file, filename: part.filename }, nowMs);
          } catch (err) {
            await drain(part.file).catch(() => {});
            throw err;
          }
        }
      } catch (err) {
        throw fromMultipartError(err, 'video too large: send it in slices');
      }
      if (!out) throw new UploadRefusal(400, 'video missing');
      // Spec §7: msg is the stored path.
      return { msg: out.path, data: { videoId: out.videoId } };
    }),
  );
}
