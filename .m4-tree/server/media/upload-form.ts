// Reads the multipart form of POST /imgUpload.php with the size limit enforced while streaming: busboy
// stops handing over bytes at the limit, so at most MAX_IMAGE_BYTES of a file is ever held in memory.
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from './limits';

/** Busboy limits: one file, a few short fields; anything more is refused by the multipart plugin. */
export const FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 6,
  fieldSize: 1024,
  parts: 8,
  headerPairs: 20,
};

export interface UploadForm {
  fields: Map<string, string>;
  /** The `file` part's bytes; null when the form has none. */
  file: Buffer | null;
  /** The file went over MAX_IMAGE_BYTES (its bytes are then dropped). */
  tooLarge: boolean;
}

export async function readUploadForm(req: FastifyRequest): Promise<UploadForm> {
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  let tooLarge = false;
  for await (const part of req.parts({ limits: FORM_LIMITS })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    // Every file part must be drained for the form to go on; only `file` is kept.
    for await (const chunk of part.file) if (part.fieldname === 'file') chunks.push(chunk as Buffer);
    if (part.fieldname !== 'file') continue;
    if (part.file.truncated) tooLarge = true;
    else file = Buffer.concat(chunks);
  }
  return { fields, file, tooLarge };
}
