// Limits of image intake and POST /imgUpload.php. Server-only policy (the client never needs them), so
// they live here rather than in protocol/constants.ts.

/** Largest accepted upload. The client sends ≤ 1024×1024 PNGs (well under 4 MB); 10 MB leaves room for
 * other clients sending camera JPEGs as they are. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Decoding cost is per pixel, not per byte: a tiny PNG can claim 30,000×30,000. 40 MP covers any phone. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Rate limits, counted over accepted uploads in image_uploads (so every API process agrees). The spec's
 * client sends no token, so anonymous is the normal case: 60/h fits a few posts' pictures per person
 * behind one address, while a logged-in uploader is trusted further. */
export const UPLOAD_RATE_WINDOW_S = 3600;
export const UPLOADS_PER_WINDOW_ANONYMOUS_IP = 60;
export const UPLOADS_PER_WINDOW_USER = 300;
