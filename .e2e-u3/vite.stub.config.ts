import { mergeConfig } from 'vite';
import base from '../vite.config';
import path from 'node:path';
export default mergeConfig(base, {
  resolve: { alias: [{ find: /^\.\.\/upload\/useVideoUpload$/, replacement: path.resolve(__dirname, 'stub/useVideoUpload.ts') }] },
});
