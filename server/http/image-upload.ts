// POST /imgUpload.php (spec §7): multipart {file, timestamp, sign[, token]} → {code: 1, msg: <media path>}.
// Every refusal is HTTP 4xx {code: 0, msg, reason}; the rules are domain/image-uploads.ts.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { UploadRefusal, acceptImage } from '../domain/image-uploads';
import type { UploadRefusalCode } from '../domain/image-uploads';
import type { MediaStorage } from '../lib/media-storage';
import { IMAGE_FORM_LIMITS, readImageForm } from './multipart';

export interface ImageUploadOptions {
  db: Db;
  config: ServerConfig;
  storage: MediaStorage;
}

function refuse(reply: FastifyReply, status: number, reason: UploadRefusalCode, msg: string) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ code: 0, msg, reason });
}

export async function imageUploadRoutes(app: FastifyInstance, opts: ImageUploadOptions): Promise<void> {
  // No throw at the size limit: readImageForm reports it as a refusal once the form is read.
  await app.register(multipart, { limits: IMAGE_FORM_LIMITS, throwFileSizeLimit: false });
  // Scoped to this plugin: framework refusals (wrong content type, too many parts) answer in the
  // upload's JSON shape instead of the API's plain text.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'image upload failed');
      return reply.code(500).send({ code: 0, msg: `internal error, request id ${req.id}` });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return refuse(reply, 415, 'not_multipart', 'send multipart/form-data');
    }
    return refuse(reply, status === 413 ? 413 : 400, 'bad_form', `malformed upload form: ${err.message}`);
  });

  const deps = {
    db: opts.db,
    storage: opts.storage,
    uploadImgKey: opts.config.keys.uploadImgKey,
    mediaKey: Buffer.from(opts.config.keys.mediaKey, 'hex'),
  };
  app.post('/imgUpload.php', async (req, reply) => {
    if (!req.isMultipart()) return refuse(reply, 415, 'not_multipart', 'send multipart/form-data');
    const form = await readImageForm(req);
    try {
      const stored = await acceptImage(deps, form, req.ip, Math.floor(Date.now() / 1000));
      return reply.header('Cache-Control', 'no-store').send({ code: 1, msg: stored.path });
    } catch (err) {
      if (err instanceof UploadRefusal) return refuse(reply, err.status, err.code, err.message);
      throw err;
    }
  });
}
