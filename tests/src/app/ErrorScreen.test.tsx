import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { NotFoundScreen } from '../../../src/app/ErrorScreen';
import { setLang } from '../../../src/state/locale';

describe('the 404 page', () => {
  afterAll(() => setLang('zh'));

  it('names the address with its /en prefix in English', () => {
    setLang('en');
    const html = renderToStaticMarkup(<NotFoundScreen path="/h/nowhere" />);
    expect(html).toContain('Page Not Found: /en/h/nowhere');
    expect(html).toContain('Page not found');
  });

  it('names the unprefixed address in Chinese', () => {
    setLang('zh');
    const html = renderToStaticMarkup(<NotFoundScreen path="/nowhere" />);
    expect(html).toContain('Page Not Found: /nowhere');
    expect(html).not.toContain('/en/');
  });
});
