// An uploaded video's HLS ladder as its owner sees it in My posts: how far it is, or why it was refused.

/** Why a video could not be made playable (the owner reads it, and can replace the video). */
export type VideoRefusal = 'empty' | 'not_video' | 'corrupt' | 'too_long' | 'failed';

export const VIDEO_REFUSAL_TEXT: Record<VideoRefusal, { zh: string; en: string }> = {
  empty: { zh: '视频文件为空', en: 'The video file is empty' },
  not_video: { zh: '文件不是视频', en: 'The file is not a video' },
  corrupt: { zh: '视频文件已损坏，无法读取', en: 'The video file is damaged and cannot be read' },
  too_long: { zh: '视频太长', en: 'The video is too long' },
  failed: { zh: '视频处理失败，请重新上传', en: 'The video could not be processed: upload it again' },
};

/** The longest video the site makes a ladder of, in seconds. */
export const VIDEO_MAX_SECONDS = 30 * 60;

export interface VideoProgress {
  state: 'processing' | 'ready' | 'refused';
  /** Rungs of the ladder made so far, and how many it will have (0 until the video is probed). */
  rungsDone: number;
  rungsTotal: number;
  percent: number;
  /** Set when refused. */
  reason: VideoRefusal | null;
}

export const isVideoRefusal = (s: string | null): s is VideoRefusal => s !== null && s in VIDEO_REFUSAL_TEXT;
