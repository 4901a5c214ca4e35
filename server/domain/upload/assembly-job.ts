import type { JobHandler, JobQueue } from '../../lib/jobs';
import { assemble } from './assembly';
import type { AssemblyResult } from './assembly';
import { finishDirect } from './direct-pieces';
import type { DirectResult } from './direct-pieces';
import { findUpload } from './store';
import type { UploadDeps, UploadRow } from './store';

// The whole-file MD5 of a big upload takes seconds to tens of seconds (all of it read once, from the local
// prefix file or from the store): not something a request should wait on. With a job queue, the request that
// completes an upload claims its assembly and queues this job, answers "assembling" at once, and the client's
// status calls see done or failed. Without one (a bare test app, a script) the request assembles as before.

export const ASSEMBLE_TASK = 'upload.assemble';

type AssembleDeps = Pick<UploadDeps, 'db' | 'dataDir' | 'storage' | 'parts'>;

/** Assembles (or, straight to a bucket, completes and verifies) an upload whose assembly is claimed. */
export function runAssembly(deps: AssembleDeps, upload: UploadRow): Promise<AssemblyResult | DirectResult> {
  return upload.multipart_id && deps.parts
    ? finishDirect({ ...deps, parts: deps.parts }, upload)
    : assemble(deps, upload);
}

/**
 * Queues the claimed upload's assembly; one job per upload at a time (the key), so a status call that
 * re-claims a stale assembly and queues it again never starts a second one beside a running one.
 */
export async function queueAssembly(queue: JobQueue, uploadId: string): Promise<void> {
  await queue.enqueue({ task: ASSEMBLE_TASK, payload: { uploadId }, key: `upload:${uploadId}` });
}

/**
 * The job: runs the assembly of an upload still claimed ('assembling'). Anything else (done, failed, back
 * to open after a fault) is already settled or will be claimed and queued again by the client's next call.
 */
export function assemblyHandler(deps: AssembleDeps): JobHandler {
  return async (payload) => {
    const upload = await findUpload(deps.db, String(payload.uploadId));
    if (!upload || upload.status !== 'assembling') return;
    await runAssembly(deps, upload);
  };
}
