import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BIG_VIDEO_SLICE_BYTES, VIDEO_PIECE_BYTES } from '../../protocol/constants';
import { MAX_SLICES, MAX_VIDEO_BYTES, MIN_SLICE_BYTES, MP4_UPLOAD_PATH, SLICE_UPLOAD_PATH, sliceCount } from '../../protocol/upload';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { badField } from '../domain/errors';
import type { MediaStorage } from '../media/storage';
import type { ApiRegistry } from '../plugins/registry';
import { int } from '../plugins/validation';
import { checkSlice, createUpload, logUploadFailure, storeFileInfo } from './api';
import { UploadRefusal, ok, refuse } from './http-util';
import { receiveMp4 } from './mp4';
import { pieceStatus } from './piece-status';
import { PIECE_PATH, createPieceUpload, receivePiece } from './pieces';
import { receiveSlice } from './slices';
import { SWEEP_INTERVAL_MS, sweepExpiredUploads } from './sweep';

export interface UploadDeps {
  db: Db;
  config: ServerConfig;
  storage: MediaStorage;
}

const md5Hex = z.string().regex(/^[0-9a-f]{32}$/, '应为 32 位小写十六进制 MD5');
const uploadId = z.string().min(16).max(64);
const fileName = z.string().trim().min(1).max(255);
const size = int(1, MAX_VIDEO_BYTES);

/**
 * Whether createUpload may answer with the 104 MB piece transport (to clients that support it). Off by
 * default: slices overlap the hash and allow instant uploads; pieces suit deployments whose front proxy
 * prefers few large PUTs. UPLOAD_MODE=pieces turns it on (read per call, so tests can switch it).
 */
export function piecesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.UPLOAD_MODE === 'pieces';
}

/** Envelope endpoints of the video upload (issue #4). */
export function uploadApiRoutes(api: ApiRegistry, deps: UploadDeps): void {
  const d = { db: deps.db, dataDir: deps.config.dataDir, storage: deps.storage };
  api
    .add('/api/article/createUpload', {
      schema: z.object({
        name: fileName,
        size,
        format: z.string().max(16),
        sliceSize: int(MIN_SLICE_BYTES, BIG_VIDEO_SLICE_BYTES).optional(),
        modes: z.array(z.enum(['slices', 'pieces'])).max(2).optional(),
        pieceSize: int(MIN_SLICE_BYTES, VIDEO_PIECE_BYTES).optional(),
      }),
      handler: async ({ modes, pieceSize, ...p }, ctx) => {
        if (modes?.includes('pieces') && piecesEnabled()) {
          const u = await createPieceUpload({ db: deps.db, signKey: deps.config.keys.signKey }, { ...p, pieceSize }, ctx);
          return { uploadId: u.uploadId, mode: 'pieces' as const, sliceSize: u.pieceSize, slices: u.pieces, proofRange: { start: 0, end: 0 }, piece: u.reply };
        }
        const sliceSize = p.sliceSize ?? BIG_VIDEO_SLICE_BYTES;
        if (sliceCount(p.size, sliceSize) > MAX_SLICES) throw badField(`文件太大：最多 ${MAX_SLICES} 个分片`);
        return { ...(await createUpload(d, { ...p, sliceSize }, ctx)), mode: 'slices' as const };
      },
    })
    .add('/api/article/checkSlice', {
      schema: z.object({ uploadId, file_hash: md5Hex.optional(), proof: md5Hex.optional() }),
      handler: async (p, ctx) => checkSlice(d, p, ctx),
    })
    .add('/api/article/storeFileInfo', {
      schema: z.object({ uploadId, original: fileName, size, slices: int(1, MAX_SLICES) }),
      handler: async (p, ctx) => storeFileInfo(d, p, ctx),
    })
    .add('/api/article/getUploadUrl', {
      schema: z.object({ name: fileName, size, format: z.string().max(16).optional(), pieceSize: int(MIN_SLICE_BYTES).optional() }),
      handler: async (p, ctx) => (await createPieceUpload({ db: deps.db, signKey: deps.config.keys.signKey }, p, ctx)).reply,
    })
    .add('/api/article/pieceStatus', {
      schema: z.object({ uploadId, file_hash: md5Hex.optional() }),
      handler: async (p, ctx) => pieceStatus({ ...d, signKey: deps.config.keys.signKey }, p, ctx),
    })
    .add('/api/article/uploadLog', {
      schema: z.object({ uploadId: z.string().max(64).optional(), msg: z.string().min(1).max(2000) }),
      handler: async (p, ctx) => logUploadFailure(p, ctx),
    });
}

async function answer(reply: FastifyReply, work: () => Promise<{ msg: string; data?: Record<string, unknown> }>) {
  try {
    const { msg, data } = await work();
    return ok(reply, msg, data);
  } catch (err) {
    if (err instanceof UploadRefusal) return refuse(reply, err);
    throw err;
  }
}

/** Plain-HTTP binary transfers (slices, 104 MB pieces, /uploadMp4.php) and the expiry sweep. */
export async function uploadHttpRoutes(app: FastifyInstance, opts: UploadDeps): Promise<void> {
  const { db, config, storage } = opts;
  const dataDir = config.dataDir;
  await app.register(multipart);
  // Pieces arrive as raw bytes; the handler streams them (never buffered) and enforces the length itself.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));

  app.post(SLICE_UPLOAD_PATH, async (req, reply) =>
    answer(reply, async () => {
      const r = await receiveSlice({ db, dataDir, signKey: config.keys.signKey }, req);
      return { msg: r.duplicate ? 'slice already stored' : 'ok', data: { index: r.index, duplicate: r.duplicate } };
    }),
  );
  app.put<{ Params: { id: string }; Querystring: Record<string, string> }>(`${PIECE_PATH}/:id`, async (req, reply) =>
    answer(reply, async () => ({ msg: 'ok', data: await receivePiece({ db, dataDir, storage, signKey: config.keys.signKey }, req) })),
  );
  app.post(MP4_UPLOAD_PATH, async (req, reply) =>
    answer(reply, async () => {
      const r = await receiveMp4({ db, dataDir, storage, mp4Key: config.keys.uploadMp4Key }, req);
      // Spec §7: msg is the stored path.
      return { msg: r.path, data: { videoId: r.videoId } };
    }),
  );

  const sweep = () =>
    sweepExpiredUploads(db, dataDir, Math.floor(Date.now() / 1000)).catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
