// POST /imgUpload.php (spec §7): multipart {file, timestamp, sign[, token]} → {code: 1, msg: <media path>}.
// Every refusal is HTTP 4xx {code: 0, msg, reason} and stores nothing: all checks (form, sign, token, rate,
// decode, variants) run before the first write.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { MediaError, commitImage, prepareImage } from './images';
import { MAX_IMAGE_BYTES } from './limits';
import type { MediaStorage } from './storage';
import { UploadRefusal, checkRate, checkSign, uploaderOf } from './upload-checks';
import type { UploadRefusalCode } from './upload-checks';
import { FORM_LIMITS, readUploadForm } from './upload-form';

export interface ImageUploadDeps {
  db: Db;
  config: ServerConfig;
  storage: MediaStorage;
}

const MEDIA_REFUSALS: Record<MediaError['code'], [number, string]> = {
  unsupported_type: [415, 'not an image: only JPEG, PNG, WebP and GIF are accepted'],
  corrupt_image: [422, 'the image is damaged or incomplete'],
  too_many_pixels: [413, 'the image has too many pixels'],
};

function refuse(reply: FastifyReply, status: number, reason: UploadRefusalCode, msg: string) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ code: 0, msg, reason });
}

export async function imageUploadRoutes(app: FastifyInstance, opts: ImageUploadDeps): Promise<void> {
  // No throw at the size limit: readUploadForm reports it as a refusal once the form is read.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });

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

  app.post('/imgUpload.php', async (req, reply) => {
    if (!req.isMultipart()) return refuse(reply, 415, 'not_multipart', 'send multipart/form-data');
    const form = await readUploadForm(req);
    const nowS = Math.floor(Date.now() / 1000);
    try {
      if (form.tooLarge) throw new UploadRefusal(413, 'too_large', `file larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
      if (form.file === null || form.file.length === 0) throw new UploadRefusal(400, 'missing_file', 'no file in the form field "file"');
      checkSign(form.fields.get('timestamp'), form.fields.get('sign'), opts.config.keys.uploadImgKey, nowS);
      const userId = await uploaderOf(opts.db, form.fields.get('token'), nowS);
      await checkRate(opts.db, userId, req.ip, nowS);
      const prepared = await prepareImage(form.file, Buffer.from(opts.config.keys.mediaKey, 'hex'));
      const stored = await opts.db.transaction().execute(async (trx) => {
        const img = await commitImage({ db: trx, storage: opts.storage }, prepared);
        await trx.insertInto('image_uploads').values({ path: img.path, user_id: userId, ip: req.ip, at: nowS }).execute();
        return img;
      });
      return reply.header('Cache-Control', 'no-store').send({ code: 1, msg: stored.path });
    } catch (err) {
      if (err instanceof UploadRefusal) return refuse(reply, err.status, err.code, err.message);
      if (err instanceof MediaError) {
        const [status, msg] = MEDIA_REFUSALS[err.code];
        return refuse(reply, status, err.code, msg);
      }
      throw err;
    }
  });
}
