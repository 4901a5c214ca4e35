// `npm run dev`: the API on 8081 (restarted on change by tsx watch) and vite on 8080, which proxies API,
// media and /__runtime-config to it (vite.config.ts).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const API_PORT = process.env.API_PORT ?? '8081';

const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT },
  }),
  spawn(bin('vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GOLDPOST_API: `http://127.0.0.1:${API_PORT}` },
  }),
];

let stopping = false;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill(signal);
  process.exitCode = code;
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// One side dying leaves the other useless: stop both.
for (const c of children) c.on('exit', (code) => stop('SIGTERM', code ?? 1));
