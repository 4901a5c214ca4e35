import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { root, ruleIds } from './probe';

// The capabilities of src/features and which of them each may import, proven the way boundaries.test.ts
// proves the layers: probes linted as files at a path through the repository's own eslint.config.js.

const probe = (from: string) => `import { x } from '${from}';\nexport const probe = x;\n`;

describe('imports between feature folders', () => {
  it.each([
    ['favourites importing the listings', 'src/features/people/favorites/probe.ts', '../../listings/posts/x'],
    ['media importing a capability', 'src/features/media/probe.ts', '../listings/posts/x'],
    ['common importing a capability', 'src/features/common/probe.ts', '../money/wallet/x'],
    ['the listings importing the console', 'src/features/listings/detail/probe.ts', '../../console/x'],
    ['a capability importing the shell of the app', 'src/features/chat/probe.ts', '../../app/x'],
  ])('%s fails', async (_, path, from) => {
    expect(await ruleIds(path, probe(from))).toContain('no-restricted-imports');
  });

  it.each([
    ['a capability importing common', 'src/features/chat/probe.ts', '../common/x'],
    ['a capability importing media', 'src/features/release/form/probe.ts', '../../media/video/x'],
    [
      'a declared dependency (the post card shows the favourite button)',
      'src/features/listings/posts/probe.ts',
      '../../people/favorites/x',
    ],
    ['a sub-folder importing its own capability', 'src/features/money/vip/probe.ts', '../wallet/x'],
  ])('%s passes', async (_, path, from) => {
    expect(await ruleIds(path, probe(from))).toEqual([]);
  });
});

describe('the declared feature imports', () => {
  const capabilities = readdirSync(`${root}/src/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  /** Which capabilities each may import, read back from the rule by linting one probe per pair. */
  async function allowed(): Promise<Map<string, string[]>> {
    const graph = new Map<string, string[]>();
    for (const from of capabilities) {
      const deps: string[] = [];
      for (const to of capabilities) {
        if (to === from) continue;
        const ids = await ruleIds(`src/features/${from}/probe.ts`, probe(`../${to}/x`));
        if (!ids.includes('no-restricted-imports')) deps.push(to);
      }
      graph.set(from, deps);
    }
    return graph;
  }

  // One probe per ordered pair of capabilities: read once, with room for a slow machine.
  let graph: Map<string, string[]>;
  beforeAll(async () => {
    graph = await allowed();
  }, 120_000);

  it('cover every folder: each may import common, none may import the console', () => {
    for (const cap of capabilities.filter((c) => c !== 'common' && c !== 'console')) {
      expect(graph.get(cap), cap).toContain('common');
      expect(graph.get(cap), cap).not.toContain('console');
    }
  });

  it('form no cycle', () => {
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (cap: string): string | null => {
      if (path.includes(cap)) return [...path, cap].join(' → ');
      if (done.has(cap)) return null;
      path.push(cap);
      for (const dep of graph.get(cap) ?? []) {
        const cycle = visit(dep);
        if (cycle) return cycle;
      }
      path.pop();
      done.add(cap);
      return null;
    };
    expect(capabilities.map(visit).filter(Boolean)).toEqual([]);
  });
});
