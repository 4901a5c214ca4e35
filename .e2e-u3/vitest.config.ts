import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['.e2e-u3/*.test.ts'], environment: 'node', testTimeout: 180_000, hookTimeout: 300_000 } });
