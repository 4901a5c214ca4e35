import { z } from 'zod';
import { BIG_VIDEO_SLICE_BYTES, VIDEO_PIECE_BYTES } from '../../protocol/constants';
import { MAX_SLICES, MAX_VIDEO_BYTES, MIN_SLICE_BYTES, sliceCount } from '../../protocol/upload';
import { Refusal } from '../domain/common';
import {
  checkSlice,
  createPieceUpload,
  createUpload,
  logUploadFailure,
  pieceStatus,
  redactSecrets,
  storeFileInfo,
} from '../domain/upload';
import type { UploadDeps, Uploader } from '../domain/upload';
import type { ApiRegistry, UserContext } from './registry';
import { int } from './validation';

// Envelope calls of the video upload; the bytes themselves go through http/upload-video.ts.

const md5Hex = z.string().regex(/^[0-9a-f]{32}$/, 'upload.md5_invalid');
const uploadId = z.string().min(16).max(64);
const fileName = z.string().trim().min(1).max(255);
const size = int(1, MAX_VIDEO_BYTES);

const uploader = (c: UserContext): Uploader => ({ userId: c.caller.userId, nowS: c.nowS, log: c.log });

/**
 * `piecesEnabled`: whether createUpload may answer with the 104 MB piece transport (to clients that
 * support it); see ServerConfig.uploadMode.
 */
export function uploadRoutes(api: ApiRegistry, deps: UploadDeps & { piecesEnabled: boolean }): void {
  api
    .add('/api/article/createUpload', {
      schema: z.object({
        name: fileName,
        size,
        format: z.string().max(16),
        sliceSize: int(MIN_SLICE_BYTES, BIG_VIDEO_SLICE_BYTES).optional(),
        modes: z
          .array(z.enum(['slices', 'pieces']))
          .max(2)
          .optional(),
        pieceSize: int(MIN_SLICE_BYTES, VIDEO_PIECE_BYTES).optional(),
        sample: md5Hex.optional(),
      }),
      handler: async ({ modes, pieceSize, sample, ...p }, ctx) => {
        // The sampled fingerprint serves the slice transport (its check by file_hash); pieces ignore it.
        if (modes?.includes('pieces') && deps.piecesEnabled) {
          const u = await createPieceUpload(deps, { ...p, pieceSize }, uploader(ctx));
          return {
            uploadId: u.uploadId,
            mode: 'pieces' as const,
            sliceSize: u.pieceSize,
            slices: u.pieces,
            piece: u.reply,
          };
        }
        const sliceSize = p.sliceSize ?? BIG_VIDEO_SLICE_BYTES;
        if (sliceCount(p.size, sliceSize) > MAX_SLICES)
          throw new Refusal('upload.too_many_slices', { max: MAX_SLICES });
        return {
          ...(await createUpload(deps, { ...p, sliceSize, ...(sample ? { sample } : {}) }, uploader(ctx))),
          mode: 'slices' as const,
        };
      },
    })
    .add('/api/article/checkSlice', {
      schema: z.object({ uploadId, file_hash: md5Hex.optional(), proof: md5Hex.optional() }),
      handler: async (p, ctx) => checkSlice(deps, p, uploader(ctx)),
    })
    .add('/api/article/storeFileInfo', {
      schema: z.object({ uploadId, original: fileName, size, slices: int(1, MAX_SLICES) }),
      handler: async (p, ctx) => storeFileInfo(deps, p, uploader(ctx)),
    })
    .add('/api/article/getUploadUrl', {
      schema: z.object({
        name: fileName,
        size,
        format: z.string().max(16).optional(),
        pieceSize: int(MIN_SLICE_BYTES).optional(),
      }),
      handler: async (p, ctx) => (await createPieceUpload(deps, p, uploader(ctx))).reply,
    })
    .add('/api/article/pieceStatus', {
      schema: z.object({ uploadId, file_hash: md5Hex.optional() }),
      handler: async (p, ctx) => pieceStatus(deps, p, uploader(ctx)),
    })
    .add('/api/article/uploadLog', {
      // The caller's own token (a common field of every payload) is what a client would leak into its
      // report: taken out here, where it is known, however it was cut or cased.
      schema: z
        .object({
          uploadId: z.string().max(64).optional(),
          msg: z.string().min(1).max(2000),
          token: z.string().max(200).optional(),
        })
        .transform(({ token, ...p }) => ({ ...p, msg: redactSecrets(p.msg, token ?? null) })),
      handler: async (p, ctx) => logUploadFailure(p, { ...uploader(ctx), db: ctx.db, ip: ctx.ip }),
    });
}
