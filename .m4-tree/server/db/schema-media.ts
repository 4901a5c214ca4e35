// Tables added by the media migration; merged into Database in schema.ts.
import type { Generated, Insertable } from 'kysely';

/** The video of a post (at most one). url/pic are media paths like the image paths in replies. */
export interface PostVideoTable {
  post_id: number;
  /** `video/<id>/index.m3u8` or `video/<id>/<name>.mp4`, served plain by GET /media/video/**. */
  url: string;
  /** Poster: an encrypted image path (`img/ab/<sha256>.bin`). */
  pic: string;
  created_at: number;
}

/** Width variants generated for a stored image (`<path without .bin>.w<W>.bin`). */
export interface MediaVariantTable {
  path: string;
  width: number;
  size: number;
}

/** One row per accepted POST /imgUpload.php: who uploaded what, and the per-IP / per-user rate limit. */
export interface ImageUploadTable {
  id: Generated<number>;
  path: string;
  user_id: number | null;
  ip: string;
  at: number;
}

export interface MediaTables {
  post_videos: PostVideoTable;
  media_variants: MediaVariantTable;
  image_uploads: ImageUploadTable;
}

export type NewPostVideo = Insertable<PostVideoTable>;
