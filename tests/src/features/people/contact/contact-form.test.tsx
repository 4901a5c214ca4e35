import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactFieldsForm } from '../../../../../src/features/people/contact/ContactFieldsForm';
import { setLang } from '../../../../../src/state/locale';

describe('contact details form', () => {
  beforeAll(() => setLang('en'));

  it('shows the four channels with their saved values, each optional, and the save time', () => {
    const html = renderToStaticMarkup(
      <ContactFieldsForm
        initial={{ phone: '138 0013 8000', wechat: 'shop_owner01', qq: '', telegram: '@river_cafe' }}
        testId="contact-info"
        footer="Last saved 24 Nov"
        onSave={async () => {}}
      />,
    );
    for (const c of ['phone', 'wechat', 'qq', 'telegram']) expect(html).toContain(`data-testid="contact-info-${c}"`);
    expect(html).toContain('value="138 0013 8000"');
    expect(html).toContain('value="@river_cafe"');
    expect(html).toContain('inputMode="tel"');
    expect(html.split('(optional)').length - 1).toBe(4);
    expect(html).toContain('Last saved 24 Nov');
    expect(html).toContain('data-testid="contact-info-save"');
  });
});
