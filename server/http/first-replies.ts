import type { FastifyBaseLogger } from 'fastify';
import { ENDPOINT_ACCESS } from '../../protocol/endpoints';
import type { EndpointPath } from '../../protocol/endpoints';
import { listPayload, listStateFromParams, searchPayload, searchStateFromParams } from '../../protocol/list-url';
import { FIRST_REPLIES_ID, firstReplyKey } from '../../protocol/listings-first-replies';
import type { FirstReplies } from '../../protocol/listings-first-replies';
import type { Language } from '../../protocol/refusals';
import { POST_KINDS } from '../../protocol/types';
import type { PostDetail } from '../../protocol/types';
import { RATINGS_PAGE, takesBookings } from '../../protocol/appointments';
import type { Db } from '../db/database';
import type { AnswerCall } from './api-answers';
import { detailBootPicture, homeBootPicture } from './boot-picture';
import type { BootPicture } from './boot-picture';
import { routeOf } from './landing';
import type { Landing } from './landing';

// The first screen's API replies, answered while the page is served (protocol/listings-first-replies.ts): the calls
// the client's app/first-data.ts sends on landing, with the payloads it builds, answered as a guest would be.

interface Call {
  path: string;
  payload: Record<string, unknown>;
}

/**
 * The list's or the search's first page, as the client's screen builds its call from the address
 * (protocol/list-url.ts, which both read it with): the path's codes, keyword and page, and the query string's
 * filters, so a sorted, priced or filtered link carries the reply of that very call and never the plain one.
 */
function pageCall(landing: 'home' | 'search', bare: string, query: URLSearchParams): Call {
  const params = routeOf(bare)?.groups ?? {};
  const search = query.toString();
  return landing === 'home'
    ? { path: '/api/info/getInfoList', payload: { ...listPayload(listStateFromParams(params, search)) } }
    : { path: '/api/info/search', payload: { ...searchPayload(searchStateFromParams(params, search)) } };
}

/** The config call's channel parameters, as `channelQuery` reads them from the page's query string. */
function configCall(query: URLSearchParams): Call {
  const payload: Record<string, unknown> = {};
  const code = query.get('code');
  const c = query.get('c');
  if (code) payload.code = code;
  if (c) payload.c = c;
  return { path: '/api/home/config', payload };
}

function callsOf(landing: Landing, bare: string, query: URLSearchParams): Call[] {
  // Every landing screen names cities and types, so both take the taxonomy.
  const common = [configCall(query), { path: '/api/info/getInfoType', payload: {} }];
  if (landing === 'home') {
    const none = {};
    return [
      ...common,
      pageCall(landing, bare, query),
      { path: '/api/home/getAds', payload: none },
      { path: '/api/home/buyNotice', payload: none },
    ];
  }
  if (landing === 'search') return [...common, pageCall(landing, bare, query)];
  const m = /\/details\/([a-z]+)\/(\d{1,15})\/?$/.exec(bare);
  const id = Number(m?.[2] ?? 0);
  const kind = POST_KINDS.find((k) => k === m?.[1]);
  if (!kind || !Number.isSafeInteger(id) || id < 1) return common;
  const post = { path: '/api/info/getInfo', payload: { id, kind } };
  return takesBookings(kind)
    ? [
        ...common,
        post,
        { path: '/api/user/getAppointmentOffer', payload: { id } },
        { path: '/api/info/getVipInfoEvaluationList', payload: { id, pageSize: RATINGS_PAGE } },
      ]
    : [...common, post];
}

export interface FirstScreen {
  /** The `<script type="application/json">` element, or '' when no reply could be answered. */
  repliesHtml: string;
  /** The landing screen's largest picture for the boot shell (http/boot-picture.ts), or null. */
  picture: BootPicture | null;
  /** The replies the element carries: firstReplyKey → sealed body. */
  replies: Readonly<Record<string, string>>;
}

export interface FirstScreenRequest {
  landing: Landing;
  /** The path without its locale prefix, and the query string. */
  bare: string;
  query: URLSearchParams;
  language: Language;
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

/** `<` escaped, so the JSON cannot close its script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Answers the landing screen's first calls as the API would for a guest (no token; every call is public but
 * the detail, whose guest view the client only uses without a login). A call the API would refuse is left
 * out: the client then sends it and shows the refusal as usual.
 */
export async function firstScreen(
  answer: AnswerCall,
  db: Db,
  req: FirstScreenRequest,
  mediaBase?: string,
): Promise<FirstScreen> {
  const nowS = Math.floor(Date.now() / 1000);
  const ctx = { ip: req.ip, userAgent: req.userAgent, nowS, log: req.log, language: req.language };
  const replies: Record<string, string> = {};
  // The guest's view of a post, as the handler answered it: its first photo is the page's largest picture.
  const seen: { post?: PostDetail } = {};
  const keepPost = (data: unknown) => {
    seen.post = data as PostDetail;
  };
  const shared: string[] = [];
  await Promise.all(
    callsOf(req.landing, req.bare, req.query).map(async ({ path, payload }) => {
      const onData = path === '/api/info/getInfo' ? keepPost : undefined;
      try {
        const key = firstReplyKey(path, payload);
        replies[key] = await answer(path, { ...payload, language: req.language }, ctx, onData);
        if (ENDPOINT_ACCESS[path as EndpointPath] === 'public') shared.push(key);
      } catch {
        // Refused or failed: the client asks itself.
      }
    }),
  );
  const block: FirstReplies = { lang: req.language, replies, shared };
  const repliesHtml = Object.keys(replies).length
    ? `<script type="application/json" id="${FIRST_REPLIES_ID}">${scriptJson(block)}</script>`
    : '';
  const picture =
    req.landing === 'home'
      ? await homeBootPicture(db, nowS, mediaBase).catch(() => null)
      : seen.post
        ? detailBootPicture(seen.post, mediaBase)
        : null;
  return { repliesHtml, picture, replies };
}
