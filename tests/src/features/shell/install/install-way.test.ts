import { describe, expect, it } from 'vitest';
import { installWay } from '../../../../../src/features/shell/install/install-prompt';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe('how the site installs', () => {
  it("uses the browser's own offer whenever there is one", () => {
    expect(installWay(ANDROID, true)).toBe('offer');
    expect(installWay(IPHONE, true)).toBe('offer');
  });

  it("shows Safari's share-sheet steps on iPhone and iPad (which reports a Mac agent with touch)", () => {
    expect(installWay(IPHONE, false)).toBe('ios');
    expect(installWay(IPAD, false, 5)).toBe('ios');
    expect(installWay(IPAD, false, 0)).toBe('menu');
  });

  it("shows the browser menu's steps elsewhere", () => {
    expect(installWay(ANDROID, false)).toBe('menu');
  });
});
