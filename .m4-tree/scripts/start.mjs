// `npm start`: build whatever is missing, then run the server in this terminal.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

const missing = ['dist/client/index.html', 'dist/server/main.js'].filter((f) => !existsSync(join(root, f)));
if (missing.length > 0) {
  console.log(`building (missing: ${missing.join(', ')})`);
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await run(process.execPath, [join(root, 'dist/server/main.js')]));
