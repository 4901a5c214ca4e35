// The binary side of video uploads (spec §7): slices (multipart POST), 104 MB pieces (PUT to a signed URL)
// and small files (/uploadMp4.php). Request data goes in, the rules are domain/upload-*.ts; refusals are
// answered by the error handler as HTTP 4xx {code: 0, msg, reason}.
import type { FastifyInstance } from 'fastify';
import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { languageOf } from '../../protocol/refusals';
import { MAX_SIMPLE_MP4_BYTES, MP4_UPLOAD_PATH, PIECE_UPLOAD_PATH, SLICE_UPLOAD_PATH } from '../../protocol/upload';
import { acceptMp4, acceptSlice, receivePiece } from '../domain/upload';
import type { UploadDeps } from '../domain/upload';
import { countingBytes, countSlice } from '../lib/metrics';
import { readForm } from './multipart';
import { sendUploadJson } from './replies';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function uploadVideoRoutes(app: FastifyInstance, deps: UploadDeps & { mp4Key: string }): void {
  app.post(SLICE_UPLOAD_PATH, { config: { surface: 'upload' } }, async (req, reply) => {
    const nowS = nowSeconds();
    const form = await readForm(req, {
      file: 'chunk',
      transport: 'slice',
      limits: { fileSize: BIG_VIDEO_SLICE_BYTES, files: 1, fields: 16, fieldSize: 4096, parts: 17 },
      fieldsAfterFile: 'refuse',
      onFile: (chunk, fields) => acceptSlice(deps, Object.fromEntries(fields), chunk.stream, nowS),
    });
    const { index, duplicate } = form.value;
    countSlice(duplicate);
    return sendUploadJson(reply, 200, { code: 1, msg: duplicate ? 'slice already stored' : 'ok', index, duplicate });
  });

  app.put<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
    `${PIECE_UPLOAD_PATH}/:id`,
    { config: { surface: 'upload' } },
    async (req, reply) => {
      const { expires, sig, offset, language } = req.query;
      req.language = languageOf(language);
      const body = countingBytes(req.body as AsyncIterable<Uint8Array>, 'piece');
      const result = await receivePiece(deps, { uploadId: req.params.id, expires, sig, offset }, body, nowSeconds());
      return sendUploadJson(reply, 200, { code: 1, msg: 'ok', ...result });
    },
  );

  app.post(MP4_UPLOAD_PATH, { config: { surface: 'upload' } }, async (req, reply) => {
    const nowMs = Date.now();
    const form = await readForm(req, {
      file: 'video',
      transport: 'mp4',
      limits: { fileSize: MAX_SIMPLE_MP4_BYTES, files: 1, fields: 10, fieldSize: 4096 },
      fieldsAfterFile: 'keep',
      onFile: (video, fields) => acceptMp4(deps, Object.fromEntries(fields), video, nowMs),
    });
    // Spec §7: msg is the stored path.
    return sendUploadJson(reply, 200, { code: 1, msg: form.value.path, videoId: form.value.videoId });
  });
}
