import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../../protocol/accounts';
import { deviceLabel } from '../../../../../src/features/accounts/profile/device-label';
import { SessionList } from '../../../../../src/features/accounts/profile/SessionList';
import { setLang } from '../../../../../src/state/locale';

const NOW = 1_800_000_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0';

function session(over: Partial<SessionInfo>): SessionInfo {
  return { id: 1, device: '', ip: '203.0.113.7', createdAt: NOW - 86_400, lastSeenAt: NOW, current: false, ...over };
}

const render = (list: SessionInfo[], busy: number | 'others' | null = null) =>
  renderToStaticMarkup(<SessionList list={list} busy={busy} nowS={NOW} lang="en" onRevoke={() => undefined} />);

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('signed-in devices', () => {
  beforeAll(() => setLang('en'));

  it('names a device by browser and system', () => {
    expect(deviceLabel(IPHONE)).toBe('Safari · iPhone');
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome · Android');
    expect(deviceLabel(WINDOWS_EDGE)).toBe('Edge · Windows');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36')).toBe(
      'Chrome · Linux',
    );
    expect(deviceLabel('curl/8.0')).toBeNull();
    expect(deviceLabel('')).toBeNull();
  });

  it('lists this device first with its badge and no logout; every other device has its own', () => {
    const html = render([
      session({ id: 7, device: ANDROID_CHROME, lastSeenAt: NOW - 3 * 86_400 }),
      session({ id: 9, device: IPHONE, current: true, ip: '198.51.100.2' }),
      session({ id: 4, device: 'curl/8.0' }),
    ]);
    expect(count(html, 'data-testid="session-item"')).toBe(3);
    expect(count(html, 'data-testid="session-current"')).toBe(1);
    expect(count(html, 'data-testid="session-revoke"')).toBe(2);
    const first = html.indexOf('data-testid="session-item"');
    expect(html.indexOf('Safari · iPhone')).toBeGreaterThan(first);
    expect(html.indexOf('Safari · iPhone')).toBeLessThan(html.indexOf('Chrome · Android'));
    expect(html).toContain('198.51.100.2 · Active now');
    expect(html).toMatch(/203\.0\.113\.7 · Last active \d/);
    expect(html).toContain('Unknown device');
  });

  it('marks the device being logged out busy and holds the others', () => {
    const html = render([session({ id: 1, current: true }), session({ id: 2 }), session({ id: 3 })], 2);
    expect(count(html, 'disabled=""')).toBe(2);
  });
});
