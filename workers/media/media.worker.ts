import * as Comlink from 'comlink';
import { createMediaApi } from './api';

// Explicit endpoint: under @vitest/web-worker Comlink's default (globalThis) is Node's global, not the worker
// scope. The cast is for tsconfig.tests.json, which compiles this file with the DOM lib (self: Window).
Comlink.expose(createMediaApi(), self as unknown as Comlink.Endpoint);
