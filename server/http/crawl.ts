// robots.txt and the sitemap of public listings, for search engines. The sitemap names each listing's
// canonical (desktop, Chinese) address with its English one as an hreflang alternate; past SITEMAP_SIZE listings /sitemap.xml becomes an index of pages
// /sitemap-<n>.xml, the protocol's limit per file being 50,000 addresses.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { countSitemapPosts, sitemapPosts } from '../domain/listings';
import type { SitemapEntry } from '../domain/listings';
import { alternatesOf, escapeHtml, listingPath } from './landing-meta';

export const SITEMAP_SIZE = 50_000;

const CRAWL_CACHE = 'public, max-age=3600';

/** Pages of an account, a conversation or a form: nothing for a search engine, and most need a login. */
const PRIVATE = ['/user/', '/chat', '/release/', '/login', '/make/', '/search'];
/** The public profile pages that live under /user/. */
const PUBLIC_UNDER_USER = [
  '/user/personal-detail/',
  '/user/certification-details/',
  '/user/peripheral-details',
  '/user/store-detail',
];
const FORMS = ['', '/h', '/en', '/en/h'];

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Disallow: /api.php', 'Disallow: /console', 'Disallow: /media/'];
  for (const form of FORMS) {
    for (const path of PUBLIC_UNDER_USER) lines.push(`Allow: ${form}${path}`);
    for (const path of PRIVATE) lines.push(`Disallow: ${form}${path}`);
  }
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/** A page's address and its alternates in every language (the same as its head's). */
function urlOf(origin: string, path: string, lastmod: string): string {
  const links = alternatesOf(path, origin)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.url)}"/>`)
    .join('');
  return `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod}${links}</url>`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[], withHome: boolean): string {
  const urls = entries.map((e) =>
    urlOf(origin, listingPath(e.kind, e.id, 'zh'), `<lastmod>${day(e.updatedAt)}</lastmod>`),
  );
  if (withHome) urls.unshift(urlOf(origin, '/', ''));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, pages: number): string {
  const maps = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const xml = (reply: FastifyReply, body: string) =>
  reply.header('Cache-Control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(body);

export async function crawlRoutes(app: FastifyInstance, opts: { db: Db; sitemapSize?: number }): Promise<void> {
  const size = opts.sitemapSize ?? SITEMAP_SIZE;

  app.get('/robots.txt', async (req, reply) =>
    reply
      .header('Cache-Control', CRAWL_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(req))),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const count = await countSitemapPosts(opts.db);
    if (count > size) return xml(reply, sitemapIndexXml(originOf(req), Math.ceil(count / size)));
    return xml(reply, sitemapXml(originOf(req), await sitemapPosts(opts.db, 1, size), true));
  });

  app.get('/sitemap-:page(^\\d+).xml', async (req, reply) => {
    const raw = (req.params as { page: string }).page;
    const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    const entries = page > 0 ? await sitemapPosts(opts.db, page, size) : [];
    if (entries.length === 0) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('not found');
    }
    return xml(reply, sitemapXml(originOf(req), entries, page === 1));
  });
}
