import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import type { TrackedPage } from './harness';
import { searchPageTitle } from '../../protocol/listings-texts';

// The server renders a landing page's first screen into its HTML, and the app hydrates that markup: the
// cards are there before any script runs, and hydration keeps them (a mismatch is a console error, which
// the harness fails on, and React then renders the screen afresh).

const e2e = useE2E();

/** The page's HTML as a plain HTTP client (a crawler, a phone before its scripts) receives it. */
async function html(urlPath: string, userAgent = 'Mozilla/5.0 (iPhone) Mobile'): Promise<string> {
  const res = await fetch(e2e.server.url + urlPath, { headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.text();
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of each `selector` in the page, in order. */
const texts = (t: TrackedPage, selector: string) =>
  t.page.locator(selector).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));

/**
 * Opens `urlPath` with scripts on hold, reads `selector`'s texts from the server's markup, then lets the
 * app start and waits until it has hydrated (React's keys on the elements): the same nodes carry the same texts.
 */
async function beforeAndAfterHydration(
  urlPath: string,
  selector: string,
  viewport: 'phone' | 'desktop' = 'phone',
): Promise<[string[], string[], TrackedPage]> {
  const t = await e2e.open(viewport);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await t.page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await t.page.goto(urlPath, { waitUntil: 'commit' });
  await t.page.locator(selector).first().waitFor({ timeout: 30_000 });
  // Mark the server's nodes: hydration adopts them, a fresh render would replace them.
  const before = await t.page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      (e as HTMLElement).dataset.fromServer = '1';
      return (e as HTMLElement).innerText.trim();
    }),
  );
  release();
  await t.page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 30_000 },
  );
  await t.page.waitForLoadState('networkidle');
  const after = await texts(t, `${selector}[data-from-server="1"]`);
  return [before, after, t];
}

describe('the first screen in the first HTML', () => {
  it('the phone home carries its first cards, public fields only, and hydrates them as they are', async () => {
    const first = (await e2e.api('/api/info/getInfoList', { page: 1 })).list;
    const page = await html('/h');
    const root = page.slice(page.indexOf('<div id="root"'));
    const shown = first.filter((p) => root.includes(`>${escaped(p.title)}<`));
    expect(shown.length, 'first-page titles in the markup').toBeGreaterThanOrEqual(4);
    for (const p of shown.slice(0, 4)) expect(root).toContain(`/details/${p.kind}/${p.id}`);

    const [before, after] = await beforeAndAfterHydration('/h', '[data-testid="post-card"]');
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(after).toEqual(before);
  });

  it("the desktop home carries its first cards in the desktop's frame, and hydrates them as they are", async () => {
    const first = (await e2e.api('/api/info/getInfoList', { page: 1 })).list;
    const page = await html('/', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    const root = page.slice(page.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-rendered="desktop">/);
    expect(root).toContain('data-testid="top-bar"');
    const shown = first.filter((p) => root.includes(`>${escaped(p.title)}<`));
    expect(shown.length, 'first-page titles in the markup').toBeGreaterThanOrEqual(4);
    for (const p of shown.slice(0, 4)) expect(root).toContain(`href="/details/${p.kind}/${p.id}"`);

    // The desktop's columns follow the window: its first row keeps the server's nodes, the next rows take
    // the rest of the same cards, in the same order.
    const [before, after, t] = await beforeAndAfterHydration('/', '[data-testid="post-card"]', 'desktop');
    expect(before.length).toBe(shown.length);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after).toEqual(before.slice(0, after.length));
    expect((await texts(t, '[data-testid="post-card"]')).slice(0, before.length)).toEqual(before);
  });

  it('a search page carries the cards of the search its address asks for, and hydrates them as they are', async () => {
    // The title part the most first-page posts share (seeded titles read "name · service"), with an order
    // from the query string.
    const parts = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.flatMap((p) => p.title.split(' · '));
    const often = (w: string) => parts.filter((x) => x === w).length;
    const keyword = parts.reduce((best, w) => (often(w) > often(best) ? w : best));
    const asked = { keyword, page: 1, pageSize: 20, sort: 'price' } as const;
    const found = (await e2e.api('/api/info/search', asked)).list;
    expect(found.length, `posts matching ${keyword}`).toBeGreaterThanOrEqual(1);
    const urlPath = `/h/search/0/0/${encodeURIComponent(keyword)}?sort=price`;
    const page = await html(urlPath);
    const root = page.slice(page.indexOf('<div id="root"'));
    const shown = found.filter((p) => root.includes(`>${escaped(p.title)}<`));
    expect(shown.length, 'result titles in the markup').toBe(Math.min(found.length, 4));
    // In the order the address asks for.
    const at = (p: (typeof found)[number]) => root.indexOf(`/details/${p.kind}/${p.id}"`);
    expect(shown.map(at)).toEqual(shown.map(at).sort((a, b) => a - b));

    const [before, after, t] = await beforeAndAfterHydration(urlPath, '[data-testid="post-card"]');
    expect(before.length).toBe(shown.length);
    expect(after).toEqual(before);
    // The app took the page's reply: its own call would be the same, so the two read the address alike.
    expect(t.apiRequests.filter((r) => r.url.endsWith('/api/info/search'))).toEqual([]);
    // The page is titled by its keyword, by the server and by the app alike.
    expect(page).toContain(`<title>${escaped(searchPageTitle(keyword, 'zh'))}</title>`);
    await expect.poll(() => t.page.title()).toBe(searchPageTitle(keyword, 'zh'));
  });

  it("a post's page carries its title and price, never its contact, and hydrates them as they are", async () => {
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.find((p) => p.kind === 'store' && !p.vip);
    expect(post).toBeDefined();
    const token = await e2e.api('/api/account/registerByPassword', { username: 'ssrviewer1', password: 'Passw0rd!x' });
    const full = await e2e.api('/api/info/getInfo', { id: post!.id, kind: 'store' }, token);
    expect(full.contact, 'a logged-in reader sees the contact').toBeTruthy();

    const urlPath = `/h/details/store/${post!.id}`;
    const page = await html(urlPath);
    const root = page.slice(page.indexOf('<div id="root"'));
    expect(root).toMatch(
      new RegExp(`data-testid="detail-title"[^>]*>${escaped(post!.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`),
    );
    expect(root).toContain('data-testid="detail-price"');
    expect(page).not.toContain(full.contact!);
    // A phone may paint the page while its HTML still arrives: the header names the post's place from the
    // first byte, and every box comes in the order it shows, so none is pushed down by one arriving above it.
    expect(root).toContain('data-testid="detail-city"');
    const order = ['detail-gallery', 'detail-title', 'detail-contact-locked', 'detail-facts', 'detail-author'].map(
      (id) => root.indexOf(`data-testid="${id}"`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const [before, after] = await beforeAndAfterHydration(
      urlPath,
      '[data-testid="detail-title"], [data-testid="detail-price"]',
    );
    expect(before.length).toBe(2);
    expect(after).toEqual(before);
  });
  /**
   * Takes the first bookable post on the home's first page that `accept`s and checks that its page carries the
   * box `testId` in its first HTML and keeps it as it is through hydration.
   */
  async function expectCarriedBox(what: string, accept: (id: number) => Promise<boolean>, testId: string) {
    const posts = (await e2e.api('/api/info/getInfoList', { page: 1, pageSize: 50 })).list;
    let found: (typeof posts)[number] | undefined;
    for (const p of posts.filter((post) => post.kind !== 'certification')) {
      if (await accept(p.id)) {
        found = p;
        break;
      }
    }
    expect(found, `${what} on the first page`).toBeDefined();
    const urlPath = `/h/details/${found!.kind}/${found!.id}`;
    const root = (await html(urlPath)).split('<div id="root"')[1]!;
    expect(root).toContain(`data-testid="${testId}"`);
    const [before, after] = await beforeAndAfterHydration(urlPath, `[data-testid="${testId}"]`);
    expect(before).toHaveLength(1);
    expect(after).toEqual(before);
  }

  it('a post that takes bookings carries its booking card, and hydrates it as it is', async () => {
    // The card stands under the contact: arriving after the page painted, it pushed the rest of the column down.
    await expectCarriedBox(
      'a post with open hours',
      async (id) => {
        const offer = await e2e.api('/api/user/getAppointmentOffer', { id });
        return offer.offer.open && offer.slots.some((slot) => slot.free);
      },
      'booking-card',
    );
  });
  it('a rated post carries its ratings, and hydrates them as they are', async () => {
    // The ratings stand above the author and the similar posts: arriving after the page had settled, they
    // pushed both down under a visitor already scrolling.
    await expectCarriedBox(
      'a rated post',
      async (id) => (await e2e.api('/api/info/getVipInfoEvaluationList', { id, pageSize: 1 })).count > 0,
      'ratings',
    );
  });
});
