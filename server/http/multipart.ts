// Multipart bodies of the binary upload endpoints, read with the size limits enforced while streaming.
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ImageForm } from '../domain/image-uploads';
import { MAX_IMAGE_BYTES } from '../domain/image-limits';

export interface PartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts?: number;
  headerPairs?: number;
}

/** Busboy limits of /imgUpload.php: one file, a few short fields; anything more is refused by the multipart plugin. */
export const IMAGE_FORM_LIMITS: PartLimits = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 6,
  fieldSize: 1024,
  parts: 8,
  headerPairs: 20,
};

/**
 * `req.parts()` of @fastify/multipart. Its typings augment FastifyRequest without the generic parameters,
 * which this TypeScript does not merge, hence the narrow cast here instead of at every caller.
 */
export function multipartParts(req: FastifyRequest, limits: PartLimits): AsyncIterableIterator<Multipart> {
  return (req as unknown as { parts(o: { limits: PartLimits }): AsyncIterableIterator<Multipart> }).parts({ limits });
}

/** The image form: busboy stops handing over bytes at the limit, so at most MAX_IMAGE_BYTES is held. */
export async function readImageForm(req: FastifyRequest): Promise<ImageForm> {
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  let tooLarge = false;
  for await (const part of multipartParts(req, IMAGE_FORM_LIMITS)) {
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
