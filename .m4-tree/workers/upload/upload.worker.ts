import * as Comlink from 'comlink';
import { createUploadApi } from './api';

// Explicit endpoint: under @vitest/web-worker Comlink's default (globalThis) is Node's global, not the worker
// scope. The cast is for tsconfig.tests.json, which compiles this file with the DOM lib (self: Window).
Comlink.expose(createUploadApi(), self as unknown as Comlink.Endpoint);
