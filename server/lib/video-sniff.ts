// What a video upload's first bytes must look like. The declared format only picks the stored extension and
// the served type, so without this any bytes (a web page, an archive) could be published as a video on the
// site's origin. The containers are those of VIDEO_FORMATS: ISO base media (MP4, MOV, M4V, 3GP), Matroska
// (MKV, WebM) and RIFF AVI.

/** How many leading bytes the check reads. */
export const VIDEO_HEAD_BYTES = 12;

// Top-level box types an ISO base media file opens with: `ftyp` today, the others in old QuickTime files.
const ISO_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

/** Whether `head` (a file's first bytes) opens a video container the site accepts. */
export function isVideoHead(head: Uint8Array): boolean {
  if (head.length < VIDEO_HEAD_BYTES) return false;
  if (ISO_FIRST_BOXES.has(ascii(head, 4, 8))) return true;
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true;
  return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ';
}
