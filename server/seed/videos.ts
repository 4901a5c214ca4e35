// Demo videos: two tiny committed clips (assets/video, made by generate.sh — CI has no ffmpeg), copied into
// media storage as plain files under `video/<clip>-<hash>/`, each as mp4 and as HLS, with an encrypted
// poster. The newest public posts get one (enough for a real video feed), alternating the forms so both are
// on the first page; the clips are stored once, so more video posts cost rows, not files.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NewPostVideo } from '../db/schema-media';
import type { PreparedImage, StoreImageContext } from '../domain/upload';
import { commitImage, prepareImage } from '../domain/upload';

export const SEED_CLIPS = ['testcard', 'gradient'] as const;
/** Posts given a video: most public, a few VIP so the locked preview has something to hide. */
export const VIDEO_POSTS = 36;
export const VIP_VIDEO_POSTS = 3;

/** Committed segment name → stored name (see generate.sh for why they differ). */
const storedName = (file: string) => file.replace(/\.mpegts$/, '.ts');

/** Source tree (tsx, vitest) or the esbuild bundle in dist/server (two levels below the repo). */
function assetsDir(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'assets/video'),
    resolve(here, '../../server/seed/assets/video'),
    resolve('server/seed/assets/video'),
  ];
  return candidates.find((dir) => existsSync(join(dir, SEED_CLIPS[0], 'clip.mp4'))) ?? null;
}

export interface PreparedClip {
  dir: string;
  files: { path: string; bytes: Buffer }[];
  poster: PreparedImage;
}

export interface SeedClip {
  mp4: string;
  hls: string;
  pic: string;
}

/** Reads and prepares the clips (no writes); null when the assets are not shipped alongside the server. */
export async function prepareSeedClips(mediaKey: Uint8Array): Promise<PreparedClip[] | null> {
  const root = assetsDir();
  if (root === null) return null;
  return Promise.all(
    SEED_CLIPS.map(async (clip) => {
      const src = join(root, clip);
      const names = (await readdir(src)).filter((n) => n !== 'poster.jpg').sort();
      const files = await Promise.all(
        names.map(async (n) => ({ name: storedName(n), bytes: await readFile(join(src, n)) })),
      );
      // Named by content: a re-encoded clip gets a new folder, so immutable caching stays true.
      const hash = createHash('sha256');
      for (const f of files) hash.update(f.name).update(f.bytes);
      const dir = `video/${clip}-${hash.digest('hex').slice(0, 12)}`;
      return {
        dir,
        files: files.map((f) => ({ path: `${dir}/${f.name}`, bytes: f.bytes })),
        poster: await prepareImage(await readFile(join(src, 'poster.jpg')), mediaKey),
      };
    }),
  );
}

export async function storeSeedClips(
  ctx: Omit<StoreImageContext, 'mediaKey'>,
  clips: PreparedClip[],
): Promise<SeedClip[]> {
  const out: SeedClip[] = [];
  for (const clip of clips) {
    for (const f of clip.files) await ctx.storage.put(f.path, f.bytes);
    const poster = await commitImage(ctx, clip.poster);
    out.push({ mp4: `${clip.dir}/clip.mp4`, hls: `${clip.dir}/index.m3u8`, pic: poster.path });
  }
  return out;
}

interface Candidate {
  id: number;
  vip: boolean;
  public: boolean;
  createdAt: number;
}

/**
 * The newest public posts (a few of them VIP), alternating mp4 / HLS and the clips. A video is dated with its
 * post (never after `now`), so the video feed, newest video first, follows the posts' order.
 */
export function assignVideos(posts: Candidate[], clips: SeedClip[], now: number): NewPostVideo[] {
  if (clips.length === 0) return [];
  const newest = posts.filter((p) => p.public).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const vip = newest.filter((p) => p.vip).slice(0, VIP_VIDEO_POSTS);
  const chosen = [...newest.filter((p) => !p.vip).slice(0, VIDEO_POSTS - vip.length), ...vip];
  return chosen.map((p, i) => {
    const clip = clips[Math.floor(i / 2) % clips.length]!;
    const url = i % 2 === 0 ? clip.mp4 : clip.hls;
    return { post_id: p.id, url, pic: clip.pic, created_at: Math.min(p.createdAt, now) };
  });
}
