// Refusal codes of the binary HTTP endpoints (image upload, multipart bodies, video transfers); the envelope
// areas are in refusals.ts, which re-exports these.

/** POST /imgUpload.php: who may upload. */
export type ImageRefusal =
  'image.bad_timestamp' | 'image.stale_timestamp' | 'image.bad_sign' | 'image.bad_token' | 'image.rate_limited';

/** The picture itself (upload and seed). */
export type MediaRefusal = 'media.unsupported_type' | 'media.corrupt_image' | 'media.too_many_pixels';

/** Multipart bodies of the binary endpoints. */
export type FormRefusal =
  | 'form.not_multipart'
  | 'form.bad_form'
  | 'form.missing_file'
  | 'form.too_large'
  | 'form.unexpected_file'
  | 'form.field_after_file'
  | 'form.malformed'
  | 'form.field_too_large'
  | 'form.too_many_parts';

/** Binary video transfers (slices, pieces, /uploadMp4.php), read by the upload worker. */
export type TransferRefusal =
  | 'transfer.login_required'
  | 'transfer.missing_field'
  | 'transfer.stale_timestamp'
  | 'transfer.bad_sign'
  | 'transfer.bad_hash'
  | 'transfer.bad_file_hash'
  | 'transfer.not_found'
  | 'transfer.not_yours'
  | 'transfer.not_slices'
  | 'transfer.not_open'
  | 'transfer.hash_differs'
  | 'transfer.digest_differs'
  | 'transfer.index_out_of_range'
  | 'transfer.too_large'
  | 'transfer.wrong_length'
  | 'transfer.digest_mismatch'
  | 'transfer.unsigned_url'
  | 'transfer.bad_url_signature'
  | 'transfer.url_expired'
  | 'transfer.bad_offset'
  | 'transfer.piece_received'
  | 'transfer.hash_mismatch'
  | 'transfer.video_too_large'
  | 'transfer.empty_video'
  | 'transfer.not_video';

/** Refusals of the binary HTTP endpoints: answered as JSON `{code: 0, msg, reason}` with an HTTP 4xx. */
export type RawRefusalCode = ImageRefusal | MediaRefusal | FormRefusal | TransferRefusal;
