// Paired first loads of two running servers (say main's build and a branch's), alternating so both see
// the same machine load; prints each run and the medians.
//   node --import tsx bench/first-load/compare.ts A_URL B_URL [--path /h] [--desktop] [--runs 5] [--scroll 200]
// `--trace FILE` runs A through another trace module (an older bench/first-load/trace.ts) to compare harnesses.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../lib/chromium';
import { median } from '../lib/result';
import * as ours from './trace';

type TraceModule = Pick<typeof ours, 'traceLoad' | 'traceScroll'>;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const [a, b] = process.argv.slice(2, 4);
  if (!a || !b) throw new Error('usage: compare.ts A_URL B_URL [--path P] [--desktop] [--runs N] [--scroll CARDS]');
  const urlPath = arg('--path', '/h');
  const runs = Number(arg('--runs', '5'));
  const scroll = Number(arg('--scroll', '0'));
  const profile = process.argv.includes('--desktop') ? ours.DESKTOP : ours.PHONE;
  const other = process.argv.includes('--trace')
    ? ((await import(pathToFileURL(path.resolve(arg('--trace', ''))).href)) as TraceModule)
    : ours;
  const ready = urlPath === '/h' || urlPath === '/' ? '[data-testid="post-card"]' : '[data-testid="detail-title"]';
  const browser = await launchChromium();
  const rows: Record<'A' | 'B', number[][]> = { A: [], B: [] };
  try {
    for (let r = 0; r < runs; r++) {
      for (const [name, base, mod] of [
        ['A', a, other],
        ['B', b, ours],
      ] as const) {
        if (scroll) {
          const t = await mod.traceScroll({ browser, url: base + urlPath, profile, cards: scroll, ready });
          const longest = Math.round(Math.max(0, ...t.longTasks.map((x) => x.duration)));
          rows[name].push([t.longTasks.length, longest, t.cardsSeen]);
          console.log(
            `${name} run ${r}: long tasks ${t.longTasks.length}, longest ${longest} ms, cards ${t.cardsSeen}`,
          );
        } else {
          const t = await mod.traceLoad({ browser, url: base + urlPath, profile, identity: false, ready });
          rows[name].push([t.fcp, t.lcp, t.tbt, t.cls]);
          console.log(
            `${name} run ${r}: fcp ${Math.round(t.fcp)} lcp ${Math.round(t.lcp)} tbt ${Math.round(t.tbt)} cls ${t.cls.toFixed(3)} long ${t.longTasks.map((x) => Math.round(x.duration)).join(',')}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const names = scroll ? ['long tasks', 'longest', 'cards'] : ['fcp', 'lcp', 'tbt', 'cls'];
  for (const name of ['A', 'B'] as const)
    console.log(`${name} medians: ${names.map((n, i) => `${n} ${median(rows[name].map((x) => x[i]!))}`).join(', ')}`);
}

await main();
