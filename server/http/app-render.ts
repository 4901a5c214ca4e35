import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openReply } from '../../protocol/envelope';
import type { EnvelopeCipher, Reply } from '../../protocol/envelope';
import { STATUS } from '../../protocol/status';
import type { LeadPicture } from './boot-picture';

// The app's own rendering of a landing page's first screen (src/server-render.tsx, built beside the client
// into dist/render by `npm run build`): the server hands it the page's first replies, opened, and puts the
// markup it returns in `#root`, where the browser hydrates it. Without that build the page keeps its boot
// shell and the browser renders the first screen itself.

export type RenderMode = 'mobile' | 'desktop';

/** What the app's render entry takes (src/server-render.tsx, RenderRequest). */
interface RenderRequest {
  path: string;
  search: string;
  lang: 'zh' | 'en';
  mode: RenderMode;
  replies: ReadonlyMap<string, Reply>;
  lead: LeadPicture | null;
}

interface RenderModule {
  renderApp(req: RenderRequest): Promise<string | null>;
}

export interface AppRenderRequest {
  /** The path without its locale prefix. */
  bare: string;
  search: string;
  lang: 'zh' | 'en';
  mode: RenderMode;
  /** The page's first replies as sealed: firstReplyKey → body. */
  replies: Readonly<Record<string, string>>;
  /** The picture the boot script decrypts before the app has loaded (http/boot-picture.ts). */
  lead: LeadPicture | null;
}

export interface AppRender {
  /** The build has the render entry (a page's answer then depends on the layout it is rendered in). */
  available(): boolean;
  /** The first screen's markup, or null when it is left to the browser. */
  render(req: AppRenderRequest): Promise<string | null>;
}

/** The render entry's file for a client build folder. */
export const renderFileOf = (clientDir: string) => join(clientDir, '..', 'render', 'server-render.js');

/**
 * The app's render of this build's first screens; null (the boot shell stays) while the build has none. The
 * entry is imported on the first landing page, not at the server's start, which needs no client build.
 */
export function appRender(clientDir: string, cipher: EnvelopeCipher): AppRender {
  const file = renderFileOf(clientDir);
  let mod: Promise<RenderModule> | undefined;
  const available = () => mod !== undefined || existsSync(file);
  const render = async ({ bare, search, lang, mode, replies, lead }: AppRenderRequest) => {
    if (!available()) return null;
    mod ??= import(pathToFileURL(file).href) as Promise<RenderModule>;
    const opened = new Map<string, Reply>();
    await Promise.all(
      Object.entries(replies).map(async ([key, body]) => {
        const reply = await openReply(cipher, body);
        if (reply.status === STATUS.OK) opened.set(key, reply);
      }),
    );
    return (await mod).renderApp({ path: bare, search, lang, mode, replies: opened, lead });
  };
  return { available, render };
}

/**
 * The layout a page is rendered in before the browser has told its width: a `/h` path is the phone's, and
 * elsewhere a phone's user agent picks it. A wrong guess (a desktop window narrower than the adaptation
 * threshold, a tablet) costs the hydration only: the browser renders its own layout afresh over the server's
 * markup (src/start.tsx compares).
 */
export function renderModeOf(bare: string, userAgent: string): RenderMode {
  if (/^\/h(?:\/|$)/.test(bare)) return 'mobile';
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'mobile' : 'desktop';
}
