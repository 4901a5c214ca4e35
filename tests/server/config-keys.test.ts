import type * as fs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKeys } from '../../server/config';
import { loadGatewaySecret } from '../../server/lib/gateway-secret';

// Two processes starting at once on one data folder: the other one writes its file between this one's read
// (nothing there yet) and its write. Simulated exactly, at the moment it matters.
let otherProcessWrites: { name: string; text: string } | null = null;

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return {
    ...actual,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => {
      const [file] = args;
      if (otherProcessWrites && typeof file === 'string' && basename(file) === otherProcessWrites.name) {
        actual.writeFileSync(file, otherProcessWrites.text);
        otherProcessWrites = null;
      }
      return actual.writeFileSync(...args);
    },
  };
});

describe('first start of two processes on one data folder', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'goldpost-keyrace-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the keys.json the other process wrote first, and uses its keys', () => {
    const dataDir = folder();
    const theirs = loadKeys(folder(), {});
    otherProcessWrites = { name: 'keys.json', text: JSON.stringify(theirs) };
    expect(loadKeys(dataDir, {})).toEqual(theirs);
    expect(JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8'))).toEqual(theirs);
  });

  it('keeps the gateway secret the other process wrote first', () => {
    const dataDir = folder();
    const theirs = 'ab'.repeat(32);
    otherProcessWrites = { name: 'gateway-secret', text: `${theirs}\n` };
    expect(loadGatewaySecret(dataDir, null)).toBe(theirs);
    expect(readFileSync(join(dataDir, 'gateway-secret'), 'utf8').trim()).toBe(theirs);
  });
});
