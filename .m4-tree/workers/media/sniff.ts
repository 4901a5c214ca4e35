/** Image MIME type from the leading magic bytes; the server's path names carry no extension to trust. */
export function sniffImageType(bytes: Uint8Array): string {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => bytes[i + k] === b);
  const ascii = (i: number, text: string) => at(i, ...Array.from(text, (c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftypavif') || ascii(4, 'ftypavis')) return 'image/avif';
  if (ascii(0, 'BM')) return 'image/bmp';
  if (ascii(0, '<svg') || ascii(0, '<?xml')) return 'image/svg+xml';
  return 'application/octet-stream';
}
