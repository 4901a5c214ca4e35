import { describe, expect, it } from 'vitest';
import { extractBuildId } from '../../../src/lib/build-check';

describe('build check', () => {
  it('reads the build id from runtime-config JSON or from index.html', () => {
    expect(extractBuildId('{"buildId":"b42","apiBase":"/api.php"}')).toBe('b42');
    expect(
      extractBuildId('<html><script type="application/json" id="app-config">{"buildId":"b43"}</script></html>'),
    ).toBe('b43');
    expect(extractBuildId('<html>__APP_CONFIG__</html>')).toBeNull();
    expect(extractBuildId('{"buildId":""}')).toBeNull();
  });
});
