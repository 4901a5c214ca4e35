import * as Comlink from 'comlink';
import { createMediaApi } from './api';

// Cache Storage is missing in insecure contexts (and in Node under @vitest/web-worker): then images are
// simply not cached across visits.
const caches = typeof globalThis.caches === 'undefined' ? undefined : globalThis.caches;

// Explicit endpoint: under @vitest/web-worker Comlink's default (globalThis) is Node's global, not the worker
// scope. The cast is for tsconfig.tests.json, which compiles this file with the DOM lib (self: Window).
Comlink.expose(createMediaApi({ caches }), self as unknown as Comlink.Endpoint);
