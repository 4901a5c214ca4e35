import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import type { ViewportName } from './support/browser';

const e2e = useE2E();

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) on a landing route once its content is on screen. The source goes in
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern.
 */
async function violationsOf(viewport: ViewportName, urlPath: string, ready: string): Promise<Violation[]> {
  const t = await e2e.open(viewport, urlPath);
  await t.page.locator(ready).first().waitFor({ timeout: 30_000 });
  await t.page.waitForLoadState('networkidle');
  await t.page.evaluate(axe.source);
  return t.page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

const report = (violations: readonly Violation[]) => JSON.stringify(violations, null, 1);

describe('accessibility of the landing routes', () => {
  it('the phone home has no axe-core violations', async () => {
    const v = await violationsOf('phone', '/h', '[data-testid="post-card"]');
    expect(v, report(v)).toEqual([]);
  });

  it('the desktop home has no axe-core violations', async () => {
    const v = await violationsOf('desktop', '/', '[data-testid="post-card"]');
    expect(v, report(v)).toEqual([]);
  });

  it('a phone detail page has no axe-core violations', async () => {
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.find((p) => p.kind === 'store' && !p.vip);
    expect(post, 'a non-VIP store post on the first page').toBeDefined();
    const v = await violationsOf('phone', `/h/details/store/${post!.id}`, '[data-testid="detail-title"]');
    expect(v, report(v)).toEqual([]);
  });

  it('the phone search screen has no axe-core violations', async () => {
    const v = await violationsOf('phone', '/h/search', 'input');
    expect(v, report(v)).toEqual([]);
  });
});
