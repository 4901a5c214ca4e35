import * as Comlink from 'comlink';
import { createImageApi } from './api';

// Explicit endpoint: under @vitest/web-worker Comlink's default (globalThis) is Node's global, not the worker scope.
Comlink.expose(createImageApi(), self as unknown as Comlink.Endpoint);
