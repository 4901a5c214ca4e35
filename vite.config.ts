import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist/client and injects the runtime config into index.html; in dev (`npm run dev`)
// vite proxies API and media calls to it.
const API_TARGET = process.env.GOLDPOST_API ?? process.env.API_TARGET ?? 'http://127.0.0.1:8081';

/**
 * Dev only: the server would replace `__APP_CONFIG__` in index.html with the runtime config; here vite
 * serves index.html, so ask the API server for the same JSON (`GET /__runtime-config`). `<` is escaped so
 * the JSON can never close its <script> element.
 */
function runtimeConfigInDev(): Plugin {
  return {
    name: 'goldpost-runtime-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const res = await fetch(`${API_TARGET}/__runtime-config`);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const json = JSON.stringify(await res.json()).replace(/</g, '\\u003c');
        return html.replace('__APP_CONFIG__', json);
      } catch (err) {
        console.warn(
          `[goldpost] no runtime config from ${API_TARGET}/__runtime-config (${String(err)}); is the API server running?`,
        );
        return html;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), runtimeConfigInDev()],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  worker: { format: 'es' },
  server: {
    port: 8080,
    proxy: {
      '/api.php': API_TARGET,
      '/media': API_TARGET,
      '/imgUpload.php': API_TARGET,
      '/uploadMp4.php': API_TARGET,
      '/__runtime-config': API_TARGET,
    },
  },
});
