// The real `getInfoList` reply the home asks for first: the built server, seeded, asked as a guest client
// would ask it, so the envelope bench times the bytes a visitor's phone really opens.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import { createWebCipher } from '../../protocol/web-cipher';
import { API_ENTRY, PAGE_SIZE } from '../../protocol/constants';
import type { CommonFields, Page, PostCard } from '../../protocol/types';
import type { EnvelopeKeys } from '../../protocol/web-cipher';
import { startAppServer } from '../media/app-server';

export const LIST_PATH = '/api/info/getInfoList';

/** A guest's fields on the web client, as api/request.ts merges them into every payload. */
const GUEST: CommonFields = {
  bundleId: 'web',
  version: '3.3.1',
  oauth_id: 'bench-device',
  oauth_new_id: 'bench-device',
  oauth_type: 'web',
  language: 'zh',
  via: 'pch',
  token: '',
};

export interface RealReply {
  keys: EnvelopeKeys;
  /** The request payload the home sends for its first page. */
  payload: { page: number; pageSize: number };
  /** The reply body exactly as the server sent it. */
  body: string;
  cards: number;
}

/**
 * Builds and starts the server (seeded with `seedPosts` posts), asks for the home's first page and stops it.
 * `clientDir` is any folder with an index.html: the server's page routes are not used.
 */
export async function fetchRealListReply(opts: {
  root: string;
  clientDir: string;
  seedPosts: number;
}): Promise<RealReply> {
  // Inside the repo, so the server's bare imports resolve from its node_modules.
  const dir = path.join(opts.root, '.bench-envelope');
  try {
    const serverMain = path.join(dir, 'main.js');
    await esbuild({
      entryPoints: [path.join(opts.root, 'server/main.ts')],
      bundle: true,
      platform: 'node',
      packages: 'external',
      format: 'esm',
      target: 'node20',
      outfile: serverMain,
      logLevel: 'warning',
    });
    const server = await startAppServer({
      root: opts.root,
      serverMain,
      clientDir: opts.clientDir,
      seedPosts: opts.seedPosts,
    });
    try {
      const keys = { apiKey: server.keys.apiKey, apiIv: server.keys.apiIv, signKey: server.keys.signKey };
      const cipher = await createWebCipher(keys);
      const payload = { page: 1, pageSize: PAGE_SIZE };
      const form = await sealRequest(cipher, payload, GUEST, Math.floor(Date.now() / 1000));
      const res = await fetch(`${server.url}${API_ENTRY}${LIST_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encodeForm(form),
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${LIST_PATH} answered HTTP ${res.status}: ${body.slice(0, 200)}`);
      const reply = await openReply<Page<PostCard>>(cipher, body);
      if (reply.status !== 1) throw new Error(`${LIST_PATH} answered status ${reply.status}: ${reply.msg}`);
      return { keys, payload, body, cards: reply.data.list.length };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
