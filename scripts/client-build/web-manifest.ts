import type { ManifestIcon } from './app-icon';

/** The token colours of the dark theme (src/styles/tokens.css `--bg`, spec §9's background). */
const THEME = '#080808';

/**
 * The web app manifest: installing the site opens it standalone on the phone home (`/h`, the guard moves a
 * wide screen to `/`). Chinese first like the site; the names are the site's own.
 */
export function webManifest(icons: readonly ManifestIcon[]) {
  return {
    id: '/h',
    name: '金帖 · 本地信息黄页',
    short_name: '金帖',
    description: '本地信息黄页：店铺、服务、认证与经纪信息',
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/h',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: THEME,
    categories: ['lifestyle', 'business'],
    icons,
  };
}
