// POST /imgUpload.php (spec §7): multipart {file, timestamp, sign[, token][, language]} → {code: 1, msg:
// <media path>}. Refusals are HTTP 4xx {code: 0, msg, reason} (the error handler); the rules are
// domain/upload/image-uploads.ts.
import type { FastifyInstance } from 'fastify';
import { acceptImage, MAX_IMAGE_BYTES } from '../domain/upload';
import type { ImageUploadDeps } from '../domain/upload';
import { readForm } from './multipart';
import type { FormLimits } from './multipart';
import { sendUploadJson } from './replies';

/** One file, a few short fields; anything more is refused by the multipart plugin. */
const LIMITS: FormLimits = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 6,
  fieldSize: 1024,
  parts: 8,
  headerPairs: 20,
};

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function uploadImageRoutes(app: FastifyInstance, deps: ImageUploadDeps): void {
  app.post('/imgUpload.php', { config: { surface: 'upload' } }, async (req, reply) => {
    // The file is at most MAX_IMAGE_BYTES, held whole: decoding needs all of it anyway.
    const form = await readForm(req, {
      file: 'file',
      transport: 'image',
      limits: LIMITS,
      fieldsAfterFile: 'keep',
      onFile: (file) => collect(file.stream),
    });
    const stored = await acceptImage(
      deps,
      { fields: form.fields, file: form.value },
      req.ip,
      Math.floor(Date.now() / 1000),
    );
    return sendUploadJson(reply, 200, { code: 1, msg: stored.path });
  });
}
