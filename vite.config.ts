import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist/client and injects the runtime config into index.html; in dev (`npm run dev`)
// vite proxies API and media calls to it.
const API_TARGET = process.env.GOLDPOST_API ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react()],
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
