import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run circles` (part of `npm run lint`) run as written in package.json on tiny planted trees, so a glob
// or flag that stops catching circles fails here rather than silently in review.

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const dirs: string[] = [];

async function circlesIn(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'circles-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const bin = join(dirname(require.resolve('dpdm/package.json')), 'lib/bin/dpdm.js');
  const command = pkg.scripts.circles?.replace(/^dpdm /, `node ${JSON.stringify(bin)} `) ?? '';
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { cwd: dir }, (err, stdout) => resolve({ failed: err !== null, output: stdout }));
  });
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

// Loading the TypeScript parser takes seconds on a busy machine.
const SLOW = 60_000;

describe('npm run circles', () => {
  it(
    'fails on files that import each other, type-only imports and other folders included',
    async () => {
      const { failed, output } = await circlesIn({
        'server/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'server/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
        'protocol/c.ts': "import type { D } from '../src/d';\nexport type C = D[];\n",
        'src/d.tsx': "import type { C } from '../protocol/c';\nexport type D = { c: C };\n",
      });
      expect(failed).toBe(true);
      expect(output).toContain('server/a.ts');
      expect(output).toContain('protocol/c.ts');
    },
    SLOW,
  );

  it(
    'passes imports that go one way',
    async () => {
      const { failed, output } = await circlesIn({
        'workers/a.ts': "import { b } from '../scripts/b';\nexport const a = () => b;\n",
        'scripts/b.ts': 'export const b = 1;\n',
      });
      expect(output).not.toContain(' -> ');
      expect(failed).toBe(false);
    },
    SLOW,
  );
});
