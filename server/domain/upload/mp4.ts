import { randomUUID } from 'node:crypto';
import { MAX_SIMPLE_MP4_BYTES, videoFormat } from '../../../protocol/upload';
import { uploadSign } from '../../../protocol/upload-sign';
import { writeHashed } from '../../lib/hashed-file';
import { discard, scratchFile } from '../../lib/scratch';
import { isVideoHead } from '../../lib/video-sniff';
import { Refusal } from '../common';
import { resolveCaller } from '../accounts';
import { checkTimedSign } from './timed-sign';
import type { UploadDeps } from './store';
import { insertVideo, videoPath } from '../media';

// Spec §7 simple video: multipart uuid, video, timestamp (ms), sign = md5(timestamp + upload_mp4_key).
// The key ships to every client in the global config, so the sign only proves "our client"; a valid
// token is required as well so every stored video has an owner (findOwnedVideo) and abuse has a name.

async function checkSign(fields: Record<string, string>, key: string, nowMs: number): Promise<void> {
  const failure = await checkTimedSign({
    timestamp: fields.timestamp,
    sign: fields.sign,
    unit: 'milliseconds',
    nowMs,
    expected: (ts) => uploadSign(ts, key),
  });
  if (failure === 'bad_sign') throw new Refusal('transfer.bad_sign');
  if (failure !== null) throw new Refusal('transfer.stale_timestamp', { unit: 'milliseconds' });
}

/**
 * Checks the fields sent before the video, then stores it under a new video id.
 * @returns the stored path (spec §7: the reply's msg) and the video id a release payload carries.
 */
export async function acceptMp4(
  deps: Pick<UploadDeps, 'db' | 'dataDir' | 'storage'> & { mp4Key: string },
  fields: Record<string, string>,
  video: { stream: AsyncIterable<Uint8Array>; filename: string },
  nowMs: number,
): Promise<{ path: string; videoId: string }> {
  await checkSign(fields, deps.mp4Key, nowMs);
  const nowS = Math.floor(nowMs / 1000);
  const caller = await resolveCaller(deps.db, fields.token, nowS);
  if (!caller) throw new Refusal('transfer.login_required');
  const tmp = await scratchFile(deps.dataDir, 'mp4');
  try {
    const got = await writeHashed(
      video.stream,
      tmp,
      MAX_SIMPLE_MP4_BYTES,
      () => new Refusal('transfer.video_too_large'),
    );
    if (got.size === 0) throw new Refusal('transfer.empty_video');
    if (!isVideoHead(got.head)) throw new Refusal('transfer.not_video');
    const videoId = randomUUID();
    const path = videoPath(videoId, videoFormat(video.filename || 'video.mp4'));
    await deps.storage.putFile(path, tmp);
    await insertVideo(deps.db, { id: videoId, userId: caller.userId, md5: got.md5, size: got.size, path, nowS });
    return { path, videoId };
  } finally {
    await discard(tmp);
  }
}
