import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { AdGrid } from '../../../../../src/features/listings/home/AdGrid';
import { setAds } from '../../../../../src/state/global';
import { setLang } from '../../../../../src/state/locale';

const tile = (id: number, title: string, titleEn: string) => ({
  id,
  title,
  titleEn,
  image: `img/aa/${id}.bin`,
  url: '/0/3',
  type: 2,
});

describe('home tiles on an English page', () => {
  afterAll(() => {
    setLang('zh');
    setAds({});
  });

  it('show the English caption, or the Chinese one once, marked as Chinese', () => {
    setAds({ home_grid: [tile(1, '上门维修', 'Home repairs'), tile(2, '养生体验', '')] });
    setLang('en');
    const html = renderToStaticMarkup(<AdGrid />);
    expect(html).not.toContain('上门维修');
    expect(html.split('养生体验')).toHaveLength(2);
    expect(html).toMatch(/lang="zh"[^>]*>养生体验</);
    expect(html).toMatch(/lang="en"[^>]*>Home repairs</);
  });

  it('show the Chinese caption on a Chinese page even when there is an English one', () => {
    setAds({ home_grid: [tile(1, '上门维修', 'Home repairs')] });
    setLang('zh');
    const html = renderToStaticMarkup(<AdGrid />);
    expect(html).toContain('上门维修');
    expect(html).not.toContain('Home repairs');
  });
});
