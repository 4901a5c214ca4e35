// `npm start`: build when the build is missing or older than its sources, then run the server in this terminal.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    // Forwarded so Ctrl-C or a supervisor's SIGTERM reaches the server and it shuts down cleanly.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
  });
}

const outputs = ['dist/client/index.html', 'dist/render/server-render.js', 'dist/server/main.js'].map((f) =>
  join(root, f),
);
const SOURCES = ['src', 'server', 'protocol', 'workers', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

// After a pull the old build would otherwise keep serving yesterday's screens.
const missing = outputs.filter((f) => !existsSync(f));
const builtAt = missing.length > 0 ? 0 : Math.min(...outputs.map((f) => statSync(f).mtimeMs));
const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(root, s))));
if (missing.length > 0 || sourcesAt > builtAt) {
  console.log(missing.length > 0 ? 'building (no build yet)' : 'building (sources changed since the last build)');
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await run(process.execPath, [join(root, 'dist/server/main.js')]));
