import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const { LoginForm } = await import('../../../../../src/features/accounts/auth/LoginForm');
const { LegalPage } = await import('../../../../../src/features/shell/legal/LegalPage');
const { LEGAL } = await import('../../../../../src/features/shell/legal/legal-texts');

describe('terms and privacy', () => {
  it('the login and register forms link both pages, opening in a new tab', () => {
    for (const mode of ['login', 'register'] as const) {
      const html = renderToStaticMarkup(<LoginForm onDone={() => undefined} initialMode={mode} />);
      expect(html).toMatch(/<a href="[^"]*\/terms" target="_blank" rel="noopener"/);
      expect(html).toMatch(/<a href="[^"]*\/privacy" target="_blank" rel="noopener"/);
    }
  });

  it('each page shows its title and every section, in both languages with the same sections', () => {
    for (const doc of ['terms', 'privacy'] as const) {
      const html = renderToStaticMarkup(<LegalPage doc={doc} />);
      expect(html).toContain(LEGAL.zh[doc].title);
      for (const s of LEGAL.zh[doc].sections) expect(html).toContain(s.heading);
      expect(LEGAL.en[doc].sections).toHaveLength(LEGAL.zh[doc].sections.length);
    }
  });
});
