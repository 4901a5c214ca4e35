// The one multipart reader of the binary upload endpoints: text fields, then the endpoint's single file, with
// every limit enforced while streaming (a file over its limit is cut off, never buffered further).
import multipart from '@fastify/multipart';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../protocol/refusals';
import { Refusal } from '../domain/common';
import { drain } from '../lib/hashed-file';
import { countingBytes } from '../lib/metrics';
import type { UploadTransport } from '../lib/metrics';

export interface FormLimits {
  /** Largest file in bytes; a bigger one is refused with form.too_large. */
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts?: number;
  headerPairs?: number;
}

export interface FilePart {
  /** The file's bytes; ends with a form.too_large refusal when the limit cut the file off. */
  stream: AsyncIterable<Uint8Array>;
  filename: string;
}

export interface FormSpec<T> {
  /** Name of the form's one file field. */
  file: string;
  limits: FormLimits;
  /** Text fields after the file are kept (the spec's image client sends the file first) or refused. */
  fieldsAfterFile: 'keep' | 'refuse';
  /** Which upload the file bytes count as (goldpost_upload_bytes_total). */
  transport: UploadTransport;
  /** Consumes the file, with the text fields sent before it. */
  onFile(file: FilePart, fields: ReadonlyMap<string, string>): Promise<T>;
}

export interface Form<T> {
  fields: ReadonlyMap<string, string>;
  value: T;
}

/** Registers the body parsers of the binary endpoints (call inside their plugin scope, once). */
export async function registerUploadParsers(app: FastifyInstance): Promise<void> {
  // No throw at the size limit: the reader sees the cut-off file and refuses it itself.
  await app.register(multipart, { throwFileSizeLimit: false });
  // Pieces arrive as raw bytes; the handler streams them (never buffered) and enforces the length itself.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
}

/**
 * `req.parts()` of @fastify/multipart. Its typings augment FastifyRequest without the generic parameters,
 * which this TypeScript does not merge, hence the narrow cast here instead of at every caller.
 */
function multipartParts(req: FastifyRequest, limits: FormLimits): AsyncIterableIterator<Multipart> {
  return (req as unknown as { parts(o: { limits: FormLimits }): AsyncIterableIterator<Multipart> }).parts({ limits });
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * The parser's own failures (a body cut short, a boundary that never comes, a broken part header) as a
 * refusal: bad input is the sender's fault, not ours. Its limit errors (too many parts…) already carry a 4xx
 * status, which the error handler answers as form.bad_form.
 */
/** The multipart parser's count limits (fields, files, parts), whose own texts are English parser words. */
const COUNT_LIMITS = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

function asFormError(err: unknown): unknown {
  if (err instanceof Refusal) return err;
  if (COUNT_LIMITS.has(String((err as { code?: unknown } | null)?.code))) return new Refusal('form.too_many_parts');
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status < 500 ? err : new Refusal('form.malformed');
}

async function* limited(
  file: AsyncIterable<Uint8Array> & { truncated: boolean },
  limit: number,
  transport: UploadTransport,
): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of countingBytes(file, transport)) yield chunk;
  } catch (err) {
    throw asFormError(err);
  }
  if (file.truncated) throw new Refusal('form.too_large', { max: megabytes(limit) });
}

async function drainPart(file: AsyncIterable<Uint8Array>): Promise<void> {
  try {
    await drain(file);
  } catch (err) {
    throw asFormError(err);
  }
}

/**
 * Reads the whole form, to its end even after a refusal (a browser reads no answer to a body it is still
 * sending). A `language` field sets the language of the refusal texts.
 * @throws the first refusal met: onFile's, or form.* for the form's own shape (no file, a second file…).
 */
export async function readForm<T>(req: FastifyRequest, spec: FormSpec<T>): Promise<Form<T>> {
  if (!req.isMultipart()) throw new Refusal('form.not_multipart');
  const fields = new Map<string, string>();
  let value: { of: T } | null = null;
  let failure: unknown = null;
  const parts = multipartParts(req, spec.limits);
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (err) {
      throw asFormError(err);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (typeof part.value !== 'string') continue;
      if (part.fieldname === 'language') req.language = languageOf(part.value);
      if (part.valueTruncated || part.fieldnameTruncated)
        failure ??= new Refusal('form.field_too_large', {
          field: part.fieldname.slice(0, 40),
          max: spec.limits.fieldSize,
        });
      else if (value !== null && spec.fieldsAfterFile === 'refuse')
        failure ??= new Refusal('form.field_after_file', { field: spec.file });
      else if (!fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      continue;
    }
    if (part.fieldname !== spec.file || value !== null)
      failure ??= new Refusal('form.unexpected_file', { field: spec.file });
    else if (failure === null) {
      try {
        value = {
          of: await spec.onFile(
            { stream: limited(part.file, spec.limits.fileSize, spec.transport), filename: part.filename },
            fields,
          ),
        };
      } catch (err) {
        failure = err;
        // A stream closed halfway (a refused write) would stall the rest of the form: answer now.
        if (part.file.destroyed) throw err;
      }
    }
    // Whatever onFile left unread (all of it, for a refused or unexpected file).
    await drainPart(part.file);
  }
  if (failure !== null) throw failure;
  if (value === null) throw new Refusal('form.missing_file', { field: spec.file });
  return { fields, value: value.of };
}
