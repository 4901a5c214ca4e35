// Limits of image intake and POST /imgUpload.php. Server-only policy (the client never needs them), so
// they live here rather than in protocol/constants.ts.

/** Largest accepted upload. The client sends ≤ 1024×1024 PNGs (well under 4 MB); 10 MB leaves room for
 * other clients sending camera JPEGs as they are. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Decoding cost is per pixel, not per byte: a tiny PNG can claim 30,000×30,000. Checked on the header,
 * before any decode. 24 MP takes a 6000×4000 camera photo and a phone's default 12 MP; the client itself
 * sends ≤ 1024×1024. */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** Decodes (variants, full check) one process runs at once; more wait. On 2 cores more would not be faster,
 * only heavier: each may hold a full-size picture. */
export const MAX_CONCURRENT_DECODES = 2;

/** Rate limits, counted over attempts in the database (so every API process agrees): accepted uploads and
 * refused ones alike, so a flood of costly refusals runs out too. The spec's
 * client sends no token, so anonymous is the normal case: 60/h fits a few posts' pictures per person
 * behind one address, while a logged-in uploader is trusted further. */
export const UPLOAD_RATE_WINDOW_S = 3600;
export const UPLOADS_PER_WINDOW_ANONYMOUS_IP = 60;
export const UPLOADS_PER_WINDOW_USER = 300;
