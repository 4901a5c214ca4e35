import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

// Seeding the demo content takes about half of a server's start (≈ 3 of 6 s here), and every e2e file starts
// its own server. The run seeds once, into a server that is then stopped; each file's server starts from a
// copy of that folder (the same content and keys, state of its own), and skips the seeding.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stopped, seeded server's data folder; each e2e file's server starts from a copy. */
    e2eSeedTemplate: string;
  }
}

/** Enough posts for two full pages under one type filter and every kind on a page; seeding stays quick. */
export const E2E_SEED_POSTS = 200;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ seedPosts: E2E_SEED_POSTS });
  // Stopped, so the database is closed and a copy of the folder is whole.
  await server.stop({ keepData: true });
  project.provide('e2eSeedTemplate', server.dataDir);
  return () => rm(server.dataDir, { recursive: true, force: true });
}
