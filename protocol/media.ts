const SAFE_PATH = /^[a-z0-9/._-]+$/;
const MAX_PATH_LENGTH = 200;

/**
 * A media path as the server stores and serves it (`img/ab/<sha256>.bin`, `video/<id>/source.mp4`): relative,
 * lowercase letters, digits and `/._-`, with no empty, `.` or `..` segment. Anything else never reaches storage.
 */
export function isSafeMediaPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH || !SAFE_PATH.test(path)) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}
