import { openOrResume } from './open-upload';
import { runPieceUpload } from './piece-session';
import type { ProgressTracker } from './progress';
import { runSliceUpload } from './slice-session';
import type { Session } from './transfer';
import type { Transport } from './transport';
import type { PickedFile, UploadResult, UploadTuning } from './types';

export type { Session } from './transfer';

/**
 * One upload: the server's upload for this file is opened (or resumed), then sent through the transport the
 * server chose — 2 MB slices or 104 MB pieces.
 */
export async function runUpload(
  t: Transport,
  f: PickedFile,
  tune: UploadTuning,
  progress: ProgressTracker,
  session: Session,
): Promise<UploadResult> {
  const opened = await openOrResume(t, f, tune, session.signal);
  session.fingerprint = opened.saved.fingerprint;
  const run = opened.saved.mode === 'pieces' ? runPieceUpload : runSliceUpload;
  return run(t, f, tune, progress, session, opened);
}
