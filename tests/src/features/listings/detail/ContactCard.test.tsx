import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactCard } from '../../../../../src/features/listings/detail/ContactCard';
import { setLang } from '../../../../../src/state/locale';
import { clearSession, setSession } from '../../../../../src/state/user';

const render = (contact: string | null) =>
  renderToStaticMarkup(<ContactCard contact={contact} returnTo="/details/personal/9" />);

describe('the contact card', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => {
    setLang('zh');
    clearSession();
  });

  it('a guest sees the login prompt, never the contact', () => {
    clearSession();
    const html = render('138-0000-1234');
    expect(html).toContain('data-testid="detail-contact-locked"');
    expect(html).not.toContain('138-0000-1234');
  });

  it('a phone number can be called, texted and copied', () => {
    setSession('tok');
    const html = render('138-0000-1234');
    expect(html).toContain('href="tel:13800001234"');
    expect(html).toContain('href="sms:13800001234"');
    expect(html).toContain('data-testid="contact-copy"');
    expect(html).not.toContain('contact-wechat');
  });

  it('a WeChat handle opens WeChat; no contact offers nothing', () => {
    setSession('tok');
    const wechat = render('WeChat: studio_lin');
    expect(wechat).toContain('href="weixin://"');
    expect(wechat).not.toContain('tel:');
    const none = render(null);
    expect(none).toContain('No contact details given');
    expect(none).not.toContain('contact-copy');
  });
});
