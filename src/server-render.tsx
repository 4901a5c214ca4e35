import { prerender } from 'react-dom/static';
import { withLocaleUrl } from '../protocol/locale-path';
import type { Reply } from '../protocol/envelope';
import { AppTree } from './app/AppTree';
import { firstScreenData } from './app/first-data';
import { viewOf } from './app/screens';
import { setFirstMode } from './app/useDeviceMode';
import { setServedReplies } from './api/first-replies';
import { setServerLead } from './features/media/boot-image';
import type { LeadPicture } from './features/media/boot-image';
import { forgetAllResults } from './features/common/query';
import { decide } from './nav/guard';
import type { DeviceMode } from './nav/guard';
import { setServerAddress } from './nav/location';
import { matchRoute } from './nav/routes';
import { global, setDesktop } from './state/global';
import { locale } from './state/locale';
import type { Lang } from './state/locale';

// The server's rendering of a landing page's first screen (built by `npm run build:render`, imported by
// server/http/app-render.ts): the app itself, rendered as a guest sees it from the replies the page carries,
// so the browser hydrates the same markup (src/start.tsx) instead of painting a skeleton first.

export interface RenderRequest {
  /** The path without its locale prefix. */
  path: string;
  /** '' or '?…'. */
  search: string;
  lang: Lang;
  mode: DeviceMode;
  /** The page's first replies, opened: firstReplyKey → reply. */
  replies: ReadonlyMap<string, Reply>;
  /** The picture the boot script decrypts into the first screen before the app has loaded, or null. */
  lead: LeadPicture | null;
}

/** The screens rendered on the server: the landing screens the page carries the first replies of. */
const RENDERED = /^(?:home|search|details-(?:personal|store|certification|broker))$/;

const GUEST = { isLogin: false, isVip: false };

/** Renders before every part of a screen is loaded (its code, its lazy parts): one per level of them. */
const RENDER_ATTEMPTS = 4;

/**
 * The app's markup, or null when a part was not ready yet (sent as a fallback with a script to swap it).
 * @throws what the render threw: a part that fails on the server would be sent as its fallback, for the
 * browser to render afresh, and the page is then better served with its boot shell.
 */
async function renderOnce(): Promise<string | null> {
  let failed: unknown = null;
  const { prelude } = await prerender(<AppTree />, {
    // Never a large part sent after its fallback (the default, so a stream paints early): the page is sent
    // whole, and the swap would be an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (err) => {
      failed ??= err;
    },
  });
  const html = await new Response(prelude).text();
  if (failed) throw failed;
  return html.includes('<script') ? null : html;
}

/** The app reads the address, the language and the layout from module state: one render at a time. */
let queue: Promise<unknown> = Promise.resolve();

/** The app's markup for `#root`, or null for a page whose first screen is left to the browser. */
export function renderApp(req: RenderRequest): Promise<string | null> {
  const run = queue.then(() => renderOne(req));
  queue = run.catch(() => undefined);
  return run;
}

async function renderOne(req: RenderRequest): Promise<string | null> {
  // As the start does: a phone landing on a desktop path renders the phone's form of it.
  const first = decide(req.path, req.search, req.mode, GUEST);
  const url = first.type === 'redirect' && first.reason === 'mode' ? first.to : req.path + req.search;
  const q = url.indexOf('?');
  const [path, search] = q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)];
  const landing = matchRoute(path);
  if (!landing || !RENDERED.test(landing.route.name)) return null;
  const address = withLocaleUrl(url, req.lang);
  const qa = address.indexOf('?');
  setServerAddress(qa < 0 ? address : address.slice(0, qa), search);
  setFirstMode(req.mode);
  setDesktop(req.mode === 'desktop');
  locale.lang = req.lang;
  setServedReplies(req.replies);
  try {
    await Promise.all([firstScreenData(landing, search), viewOf(landing.route).screen.preload()]);
    // A screen's code loads the first time it is rendered: that render sends the screen as a late part with an
    // inline script to put it in place, which the page's policy refuses. The next render has it at once.
    for (let attempt = 0; attempt < RENDER_ATTEMPTS; attempt++) {
      setServerLead(req.lead);
      const html = await renderOnce();
      if (html !== null) return html;
    }
    throw new Error(`the first screen of ${path} was not ready after ${RENDER_ATTEMPTS} renders`);
  } finally {
    setServedReplies(null);
    setServerLead(null);
    forgetAllResults();
    global.config = null;
    global.taxonomy = null;
    global.ads = {};
  }
}
