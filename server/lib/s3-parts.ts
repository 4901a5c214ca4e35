// Multipart uploads the client sends straight to the bucket: the server opens one, hands out presigned
// UploadPart URLs (the client never holds credentials), reads back what arrived with ListParts (so the
// browser needs no ETag header exposed) and completes or aborts it. Only on S3: the local folder has no
// multipart, and there pieces come through the server as before.
import { createReadStream } from 'node:fs';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkedMediaPath } from './media-storage';
import { s3Client } from './s3-storage';
import type { S3Config } from './s3-storage';

/** S3's smallest part (every part but the last); stores that allow less still accept this. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
/** Longest life of a SigV4 presigned URL (7 days); ours are shorter (PIECE_URL_TTL_S). */
const MAX_PRESIGN_S = 7 * 24 * 60 * 60;

export interface StoredPart {
  /** 1-based, as S3 numbers them (piece index + 1). */
  partNumber: number;
  size: number;
  etag: string;
}

export interface DirectParts {
  /** Origin the presigned URLs point at (the browser PUTs there: CSP connect-src). */
  readonly origin: string;
  /** Opens a multipart upload that will become the object `key`; returns its upload id. */
  create(key: string): Promise<string>;
  /** A presigned UploadPart URL for `partNumber`, valid `ttlS` seconds (at most MAX_PRESIGN_S). */
  partUrl(key: string, multipartId: string, partNumber: number, ttlS: number): Promise<string>;
  /** Stores a part from a local file (a piece PUT to the server itself, as older clients send). */
  putPart(key: string, multipartId: string, partNumber: number, file: string, size: number): Promise<void>;
  /** Every part received so far, by number. @throws when the multipart upload is gone. */
  listParts(key: string, multipartId: string): Promise<StoredPart[]>;
  complete(key: string, multipartId: string, parts: StoredPart[]): Promise<void>;
  /** Drops the multipart upload and its parts; one already gone is not an error (sweeps retry). */
  abort(key: string, multipartId: string): Promise<void>;
}

/** Where a bucket's objects are served from, as the SDK builds its URLs (path-style or virtual-hosted). */
export function bucketOrigin(cfg: S3Config): string {
  const base = new URL(cfg.endpoint ?? `https://s3.${cfg.region}.amazonaws.com`);
  return cfg.forcePathStyle ? base.origin : `${base.protocol}//${cfg.bucket}.${base.host}`;
}

const isGone = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchUpload' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Parts(cfg: S3Config, client: S3Client = s3Client(cfg)): DirectParts {
  const Bucket = cfg.bucket;
  return {
    origin: bucketOrigin(cfg),
    async create(key) {
      const res = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: checkedMediaPath(key) }));
      if (!res.UploadId) throw new Error('the store opened a multipart upload without an id');
      return res.UploadId;
    },
    partUrl(key, UploadId, PartNumber, ttlS) {
      const cmd = new UploadPartCommand({ Bucket, Key: checkedMediaPath(key), UploadId, PartNumber });
      return getSignedUrl(client, cmd, { expiresIn: Math.min(ttlS, MAX_PRESIGN_S) });
    },
    async putPart(key, UploadId, PartNumber, file, size) {
      const Body = createReadStream(file);
      await client.send(
        new UploadPartCommand({ Bucket, Key: checkedMediaPath(key), UploadId, PartNumber, Body, ContentLength: size }),
      );
    },
    async listParts(key, UploadId) {
      const parts: StoredPart[] = [];
      let PartNumberMarker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListPartsCommand({ Bucket, Key: checkedMediaPath(key), UploadId, PartNumberMarker }),
        );
        for (const p of page.Parts ?? [])
          parts.push({ partNumber: Number(p.PartNumber), size: Number(p.Size ?? 0), etag: p.ETag ?? '' });
        if (!page.IsTruncated || !page.NextPartNumberMarker) return parts;
        PartNumberMarker = String(page.NextPartNumberMarker);
      }
    },
    async complete(key, UploadId, parts) {
      const Parts = [...parts]
        .sort((a, b) => a.partNumber - b.partNumber)
        .map((p) => ({ PartNumber: p.partNumber, ETag: p.etag }));
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: checkedMediaPath(key),
          UploadId,
          MultipartUpload: { Parts },
        }),
      );
    },
    async abort(key, UploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: checkedMediaPath(key), UploadId }));
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    },
  };
}
