import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../../../../protocol/types';

vi.mock('../../../../../src/api/request', () => ({ request: vi.fn() }));
vi.mock('../../../../../src/nav/nav', () => ({ go: vi.fn() }));

const { request } = await import('../../../../../src/api/request');
const { go } = await import('../../../../../src/nav/nav');
const { AD_REPORT_WAIT_MS, openAd } = await import('../../../../../src/features/listings/home/open-ad');

const ad = (type: number, url: string): Ad => ({ id: 5, title: '广告', titleEn: '', image: 'img/a.bin', url, type });

/** A report the test answers by hand. */
function pendingReport() {
  let answer!: () => void;
  vi.mocked(request).mockReturnValueOnce(new Promise<null>((resolve) => (answer = () => resolve(null))));
  return () => answer();
}

describe('an advert click', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('reports the click, as a keepalive call, before an in-app advert navigates', async () => {
    const answer = pendingReport();
    const opened = openAd(ad(2, '/0/3'));
    expect(request).toHaveBeenCalledWith('/api/home/adsClick', { id: 5 }, expect.objectContaining({ keepalive: true }));
    await Promise.resolve();
    expect(go).not.toHaveBeenCalled();
    answer();
    await opened;
    expect(go).toHaveBeenCalledWith('/0/3');
  });

  it('opens a new-window advert inside the click but sends it to the advert only after the report', async () => {
    const win = { opener: {} as unknown, location: { href: '' } };
    const open = vi.fn(() => win);
    vi.stubGlobal('window', { open });
    const answer = pendingReport();
    const opened = openAd(ad(1, 'https://example.com/spring'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    await Promise.resolve();
    expect(win.location.href).toBe('');
    answer();
    await opened;
    expect(win.location.href).toBe('https://example.com/spring');
  });

  it('does not wait longer than AD_REPORT_WAIT_MS for a slow or failed report', async () => {
    vi.useFakeTimers();
    pendingReport();
    const opened = openAd(ad(2, '/search'));
    await vi.advanceTimersByTimeAsync(AD_REPORT_WAIT_MS);
    await opened;
    expect(go).toHaveBeenCalledWith('/search');
    vi.mocked(request).mockRejectedValueOnce(new Error('offline'));
    await openAd(ad(2, '/'));
    expect(go).toHaveBeenLastCalledWith('/');
  });
});
