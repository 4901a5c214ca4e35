import { beforeAll, describe, expect, it } from 'vitest';
import { ruleIds } from './probe';

// The first lint loads ESLint, its config and the TypeScript parser: seconds on a busy machine, which a
// single test's limit is not for. Paid once here, each test below lints one small file.
beforeAll(() => ruleIds('src/lib/warm-up.ts', 'export const warm = 1;\n'), 120_000);

const use = (name: string) => `export const probe = ${name};\n`;

describe('client boundaries', () => {
  it.each([
    ['a feature importing the shell', 'src/features/probe/probe.ts', `import { x } from '../../app/x';\n${use('x')}`],
    [
      'a feature importing a screen',
      'src/features/probe/probe.ts',
      `import { x } from '../../screens/Home/x';\n${use('x')}`,
    ],
    ['a screen importing the api', 'src/screens/Probe/Probe.ts', `import { x } from '../../api/x';\n${use('x')}`],
    ['a screen importing the shell', 'src/screens/Probe/Probe.ts', `import { x } from '../../app/x';\n${use('x')}`],
    [
      'a worker bridge importing a feature',
      'src/worker-bridge/probe.ts',
      `import { x } from '../features/media/x';\n${use('x')}`,
    ],
    [
      'a worker bridge importing the api',
      'src/worker-bridge/probe.ts',
      `import { x } from '../api/request';\n${use('x')}`,
    ],
    ['navigation importing the shell', 'src/nav/probe.ts', `import { x } from '../app/x';\n${use('x')}`],
    ['lib importing a store', 'src/lib/probe.ts', `import { x } from '../state/user';\n${use('x')}`],
    ['the kit importing a store', 'src/ui/Probe/Probe.ts', `import { x } from '../../state/user';\n${use('x')}`],
    [
      'client code importing the server',
      'src/features/probe/probe.ts',
      `import { x } from '../../../server/x';\n${use('x')}`,
    ],
  ])('%s fails', async (_, path, code) => {
    expect(await ruleIds(path, code)).toContain('no-restricted-imports');
  });

  it.each([
    [
      'a feature importing navigation, the api and a store',
      'src/features/probe/probe.ts',
      `import { go } from '../../nav/nav';\nimport { request } from '../../api/request';\nimport { user } from '../../state/user';\n${use('[go, request, user]')}`,
    ],
    [
      'a screen importing a feature and navigation',
      'src/screens/Probe/Probe.ts',
      `import { x } from '../../features/listing/x';\nimport { go } from '../../nav/nav';\n${use('[x, go]')}`,
    ],
    [
      'a worker bridge importing lib and its worker type',
      'src/worker-bridge/probe.ts',
      `import { abortable } from '../lib/abortable';\nimport type { MediaApi } from '../../workers/media/api';\nexport const probe: [typeof abortable, MediaApi | null] = [abortable, null];\n`,
    ],
    [
      'the shell importing screens and features',
      'src/app/probe.ts',
      `import { x } from '../screens/Home/x';\nimport { y } from '../features/listing/y';\n${use('[x, y]')}`,
    ],
  ])('%s passes', async (_, path, code) => {
    expect(await ruleIds(path, code)).toEqual([]);
  });
});

describe('only src/api and workers touch the network', () => {
  it.each([
    ['fetch( in a feature', 'src/features/probe/probe.ts', `export const probe = () => fetch('/x');\n`],
    [
      'XMLHttpRequest in a feature',
      'src/features/probe/probe.ts',
      `export const probe = () => new XMLHttpRequest();\n`,
    ],
    ['window.fetch in a screen', 'src/screens/Probe/Probe.ts', `export const probe = () => window.fetch('/x');\n`],
    ['navigator.sendBeacon in lib', 'src/lib/probe.ts', `export const probe = () => navigator.sendBeacon('/x');\n`],
    ['fetch( in a worker bridge', 'src/worker-bridge/probe.ts', `export const probe = () => fetch('/x');\n`],
  ])('%s fails', async (_, path, code) => {
    const ids = await ruleIds(path, code);
    expect(ids.some((id) => id === 'no-restricted-globals' || id === 'no-restricted-properties')).toBe(true);
  });

  it.each([
    ['fetch( in src/api', 'src/api/probe.ts', `export const probe = () => fetch('/x');\n`],
    ['XMLHttpRequest in src/api', 'src/api/probe.ts', `export const probe = () => new XMLHttpRequest();\n`],
    ['fetch( in a worker', 'workers/probe/api.ts', `export const probe = () => fetch('/x');\n`],
  ])('%s passes', async (_, path, code) => {
    expect(await ruleIds(path, code)).toEqual([]);
  });
});

describe('runtime parts', () => {
  it('a server file importing src fails', async () => {
    expect(await ruleIds('server/routes/probe.ts', `import { x } from '../../src/lib/x';\n${use('x')}`)).toContain(
      'no-restricted-imports',
    );
  });

  it('src importing the server fails, and the server importing protocol passes', async () => {
    expect(await ruleIds('src/api/probe.ts', `import { x } from '../../server/lib/x';\n${use('x')}`)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('server/routes/probe.ts', `import { x } from '../../protocol/x';\n${use('x')}`)).toEqual([]);
  });

  it('a worker importing src fails', async () => {
    expect(await ruleIds('workers/probe/api.ts', `import { x } from '../../src/lib/x';\n${use('x')}`)).toContain(
      'no-restricted-imports',
    );
  });
});

describe('server capabilities', () => {
  it.each([
    ['a route importing a file inside a capability', 'server/routes/probe.ts', '../domain/money/ledger'],
    ['the app importing a file inside a capability', 'server/app.ts', './domain/money/ledger'],
    ['an http adapter importing a file inside a capability', 'server/http/probe.ts', '../domain/upload/slices'],
    ['the seed importing a file inside a capability', 'server/seed/probe.ts', '../domain/listings/posts'],
    ['a capability importing a file inside another', 'server/domain/probe/probe.ts', '../money/ledger'],
    ['a capability importing a shared rule file', 'server/domain/probe/probe.ts', '../common/refusal'],
    ['a script importing a file inside a capability', 'scripts/probe.ts', '../server/domain/console/release-admin'],
  ])('%s fails', async (_, path, from) => {
    expect(await ruleIds(path, `import { x } from '${from}';\n${use('x')}`)).toContain('no-restricted-imports');
  });

  it.each([
    ['a route importing a capability', 'server/routes/probe.ts', '../domain/money'],
    ['the app importing a capability', 'server/app.ts', './domain/money'],
    ['a capability importing another and the shared rules', 'server/domain/probe/probe.ts', '../money'],
    ['a capability importing the database', 'server/domain/probe/probe.ts', '../../db/database'],
    ['a capability importing its own files', 'server/domain/probe/probe.ts', './rows'],
    ['a script importing a capability', 'scripts/probe.ts', '../server/domain/console'],
  ])('%s passes', async (_, path, from) => {
    expect(await ruleIds(path, `import { x } from '${from}';\n${use('x')}`)).toEqual([]);
  });
});

describe('the disk from domain code', () => {
  it.each(['node:fs', 'node:fs/promises', 'fs', 'fs/promises'])('importing %s fails', async (from) => {
    const code = `import { readFile } from '${from}';\n${use('readFile')}`;
    expect(await ruleIds('server/domain/upload/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIds('server/domain/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('storage and scratch files pass, and the disk stays open to server/lib', async () => {
    const storage = `import type { MediaStorage } from '../../lib/media-storage';\nexport type P = MediaStorage;\n`;
    expect(await ruleIds('server/domain/upload/probe.ts', storage)).toEqual([]);
    const scratch = `import { scratchFile } from '../../lib/scratch';\n${use('scratchFile')}`;
    expect(await ruleIds('server/domain/upload/probe.ts', scratch)).toEqual([]);
    const fs = `import { readFile } from 'node:fs/promises';\n${use('readFile')}`;
    expect(await ruleIds('server/lib/probe.ts', fs)).toEqual([]);
  });
});

describe('dates on the page', () => {
  it("a day written in the browser's locale fails; one with an explicit locale passes", async () => {
    const day = 'export const probe = (s: number) => new Date(s * 1000).toLocaleDateString';
    expect(await ruleIds('src/features/probe/probe.ts', `${day}();\n`)).toContain('no-restricted-syntax');
    expect(await ruleIds('src/features/probe/probe.ts', `${day}('en-GB');\n`)).toEqual([]);
  });
});
