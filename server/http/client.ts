import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ENTRY } from '../../protocol/constants';
import type { RuntimeConfig } from '../../protocol/types';
import type { Keys } from '../config';
import { acceptedEncodings, encodeAll, encodeOnce } from './content-encoding';
import { BOOT_PICTURE } from './boot-picture';
import type { DetailPage } from './detail-page';
import { renderModeOf } from './app-render';
import type { AppRender, RenderMode } from './app-render';
import type { FirstScreen, FirstScreenRequest } from './first-replies';
import { appPathOf, keepLanding, landingOf, routeOf } from './landing';
import { headTags, searchHead, withHead } from './landing-meta';
import type { PostKind } from '../../protocol/types';
import { preferredLang, stripLocale } from '../../protocol/locale-path';
import { decodeSegment } from '../../protocol/list-url';
import { locateFile, sendFile } from './static-files';

export interface ClientOptions {
  clientDir: string;
  keys: Keys;
  adaptationThreshold: number;
  /** The landing screen's first replies and image preload (http/first-replies.ts); none when absent. */
  firstScreen?: (req: FirstScreenRequest) => Promise<FirstScreen>;
  /** A listing's page: its HTTP status and head tags (http/detail-page.ts); 200 with the generic head when absent. */
  detailPage?: (req: { kind: PostKind; id: number; lang: 'zh' | 'en'; origin: string }) => Promise<DetailPage>;
  /** The app's rendering of a landing page's first screen (http/app-render.ts); the boot shell when absent. */
  renderApp?: AppRender;
}

const PLACEHOLDER = '__APP_CONFIG__';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>goldpost</title></head>
<body><h1>The client is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p></body></html>`;

interface IndexFile {
  mtimeMs: number;
  html: string;
  buildId: string;
  /**
   * The page with the runtime config in, per landing screen and language, as text (what a landing page's
   * first screen is added to, per request) and in every encoding: it only changes with index.html.
   */
  bodies: Map<string, { html: string; encoded: ReturnType<typeof encodeAll> }>;
}

/** index.html read once per change of its mtime, so a rebuild is picked up without a restart. */
function indexLoader(file: string) {
  let cached: IndexFile | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      cached = {
        mtimeMs,
        html,
        buildId: createHash('sha256').update(html).digest('hex').slice(0, 16),
        bodies: new Map(),
      };
    }
    return cached;
  };
}

/** The language the client will ask in: the path's prefix, else the `locale` cookie, else Chinese (state/locale.ts). */
function clientLang(prefix: 'zh' | 'en' | null, cookie: string | undefined): 'zh' | 'en' {
  if (prefix) return prefix;
  return /(?:^|;\s*)locale=en(?:;|$)/.test(cookie ?? '') ? 'en' : 'zh';
}

/** The page with the first screen in: the preload with the head's first links, the replies after the shell. */
function withFirstScreen(html: string, first: FirstScreen): string {
  return html
    .replace('</title>', () => `</title>${first.picture?.preloadHtml ?? ''}`)
    .replace(BOOT_PICTURE, (place) => first.picture?.shellHtml ?? place)
    .replace('</body>', () => `${first.repliesHtml}</body>`);
}

const LANDING_STYLE = /<link rel="preload" as="style" crossorigin href="([^"]+)">/g;

/**
 * The landing screen's stylesheets as `<style>` elements, read once (their names carry their content's hash):
 * a stylesheet link would hold the first paint of the server's markup back by a round trip on a slow link.
 * A disabled link to the same file follows each, as for the entry's styles (vite.config.ts, inlineStyle): the
 * browser does not fetch it, and vite's loader of a lazy chunk's styles sees them applied.
 */
function landingStyles(clientDir: string) {
  const read = new Map<string, Promise<string | null>>();
  const styleOf = (href: string) => {
    let found = read.get(href);
    if (!found) {
      found = /^\/assets\/[\w.-]+\.css$/.test(href)
        ? readFile(join(clientDir, href), 'utf8').then(
            (css) =>
              `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`,
            () => null,
          )
        : Promise.resolve(null);
      read.set(href, found);
    }
    return found;
  };
  return async (html: string): Promise<Map<string, string>> => {
    const hrefs = [...html.matchAll(LANDING_STYLE)].map((m) => m[1]!);
    const styles = new Map<string, string>();
    for (const href of hrefs) {
      const style = await styleOf(href);
      if (style) styles.set(href, style);
    }
    return styles;
  };
}

/** The boot shell in `#root`, with the whitespace around it: hydration takes every node in `#root` for the app's. */
const BOOT_SHELL = /\s*<!--boot-shell-->[\s\S]*?<!--\/boot-shell-->\s*/;

/**
 * The page with the app's first screen in `#root` instead of the boot shell, laid out before any script runs
 * as the app lays it out (src/app/layout-scale.ts: a rem is the width over the design width, held to a band),
 * with the landing screen's stylesheets in the page (`styles`: href → its `<style>`), and marked with the layout it
 * was rendered in, which the browser hydrates only if it is its own (src/start.tsx).
 */
function withApp(html: string, app: string, mode: RenderMode, styles: ReadonlyMap<string, string>): string {
  const rem = mode === 'mobile' ? 'clamp(4.5px, calc(100vw / 75), 6.2px)' : 'clamp(12.8px, calc(100vw / 94), 15.2px)';
  return html
    .replace(
      /<html lang="([^"]+)">/,
      (_m, lang: string) => `<html lang="${lang}" data-mode="${mode}" style="font-size: ${rem}">`,
    )
    .replace(
      LANDING_STYLE,
      (_m, href: string) => styles.get(href) ?? `<link rel="stylesheet" crossorigin href="${href}">`,
    )
    .replace('<div id="root">', () => `<div id="root" data-rendered="${mode}">`)
    .replace(BOOT_SHELL, () => app);
}

/**
 * The optional root redirect of locale routing (docs/decisions/platform.md): a first visit to the bare root (`/` or
 * `/h`) from a browser that prefers English over Chinese, with no `locale` cookie (no choice made yet),
 * goes to the English root. Every other path, and every visitor who chose, is served as asked.
 */
function englishRoot(urlPath: string, headers: { cookie?: string; 'accept-language'?: string }): string | null {
  if (urlPath !== '/' && urlPath !== '/h') return null;
  if (/(?:^|;\s*)locale=/.test(headers.cookie ?? '')) return null;
  if (preferredLang(headers['accept-language']) !== 'en') return null;
  return urlPath === '/' ? '/en' : '/en/h';
}

export async function clientRoutes(app: FastifyInstance, opts: ClientOptions): Promise<void> {
  const loadIndex = indexLoader(join(opts.clientDir, 'index.html'));
  const stylesOf = landingStyles(opts.clientDir);

  const runtimeConfig = (buildId: string): RuntimeConfig => ({
    apiBase: API_ENTRY,
    keys: {
      apiKey: opts.keys.apiKey,
      apiIv: opts.keys.apiIv,
      signKey: opts.keys.signKey,
      mediaKey: opts.keys.mediaKey,
    },
    adaptationThreshold: opts.adaptationThreshold,
    buildId,
  });

  app.get('/__runtime-config', async (_req, reply) => {
    const index = await loadIndex();
    return reply.header('Cache-Control', 'no-store').send(runtimeConfig(index?.buildId ?? 'dev'));
  });

  app.get('/*', async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (urlPath === API_ENTRY || urlPath.startsWith(`${API_ENTRY}/`)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    }
    // Source maps are built outside the served folder (vite.config.ts); one left in by hand stays private too.
    if (urlPath.endsWith('.map')) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const found = await locateFile(opts.clientDir, urlPath);
      if (found) return sendFile(reply, found, urlPath, req.headers['accept-encoding']);
      // A missing asset must not turn into HTML: a script tag would then parse the page as JS.
      if (urlPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(urlPath)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('not found');
      }
    }
    const rootRedirect = englishRoot(urlPath, req.headers);
    if (rootRedirect) {
      const query = req.url.slice(urlPath.length);
      return reply
        .header('Vary', 'Accept-Language, Cookie')
        .header('Cache-Control', 'no-cache')
        .redirect(rootRedirect + query, 302);
    }
    const index = await loadIndex();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!index) return reply.code(503).send(NOT_BUILT);
    const { lang, path: bare } = stripLocale(urlPath);
    const landing = landingOf(bare);
    const mode = renderModeOf(bare, req.headers['user-agent'] ?? '');
    const key = `${landing ?? ''}|${lang ?? ''}|${mode}`;
    let bodies = index.bodies.get(key);
    if (!bodies) {
      const json = JSON.stringify(runtimeConfig(index.buildId)).replace(/</g, '\\u003c');
      let html = keepLanding(index.html, landing, mode === 'desktop').replace(PLACEHOLDER, () => json);
      if (lang === 'en') html = html.replace('<html lang="zh-CN">', '<html lang="en">');
      bodies = { html, encoded: encodeAll(html) };
      index.bodies.set(key, bodies);
    }
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    // A path of no route is the app's 404 page, answered as one; a listing's page says whether it is there.
    const target = appPathOf(bare);
    // The bare root's answer also depends on the language headers (the redirect above); a landing page's
    // replies and a listing's head tags on the language cookie.
    const vary = ['Accept-Encoding'];
    if (urlPath === '/' || urlPath === '/h') vary.push('Accept-Language');
    const byCookie = !lang && ((landing && opts.firstScreen) || target.kind === 'detail');
    if (urlPath === '/' || urlPath === '/h' || byCookie) vary.push('Cookie');
    // The layout a landing page is rendered in, and whose code it preloads, is guessed from the user agent
    // off the phone's `/h` paths.
    if (landing && !/^\/h(?:\/|$)/.test(bare)) vary.push('User-Agent');
    let page: DetailPage = { status: target.kind === 'unknown' ? 404 : 200, head: null };
    if (target.kind === 'detail' && opts.detailPage) {
      const origin = `${req.protocol}://${req.host}`;
      const language = clientLang(lang, req.headers.cookie);
      page = await opts.detailPage({ kind: target.postKind, id: target.id, lang: language, origin });
    }
    if (landing === 'search') {
      const keyword = decodeSegment(routeOf(bare)?.groups.keyword).trim();
      const head = searchHead(keyword, bare, clientLang(lang, req.headers.cookie), `${req.protocol}://${req.host}`);
      page = { ...page, head: headTags(head) };
    }
    let html = page.head === null ? null : withHead(bodies.html, page.head);
    if (landing && opts.firstScreen) {
      const first = await opts.firstScreen({
        landing,
        bare,
        query: new URLSearchParams(req.url.slice(urlPath.length)),
        language: clientLang(lang, req.headers.cookie),
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        log: req.log,
      });
      let app: string | null = null;
      if (opts.renderApp && Object.keys(first.replies).length > 0) {
        const search = req.url.slice(urlPath.length);
        app = await opts.renderApp
          .render({
            bare,
            search,
            lang: clientLang(lang, req.headers.cookie),
            mode,
            replies: first.replies,
            lead: first.picture?.leads[mode] ?? null,
          })
          .catch((err: unknown) => {
            // The boot shell stays, and the browser renders the first screen itself.
            req.log.error({ err }, 'first screen render failed');
            return null;
          });
      }
      html = withFirstScreen(html ?? bodies.html, first);
      if (app !== null) html = withApp(html, app, mode, await stylesOf(html));
    }
    const body = html === null ? bodies.encoded[encoding ?? 'identity'] : encodeOnce(html, encoding);
    reply.code(page.status);
    reply.header('Vary', vary.join(', ')).header('Content-Length', body.length);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
}
