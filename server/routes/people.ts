import { z } from 'zod';
import { CONTACT_FIELD_MAX, CONTACT_RULES } from '../../protocol/people-contact-rules';
import type { ContactChannel } from '../../protocol/people-contact-rules';
import {
  FAVORITE_IDS_MAX,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  SAVED_SEARCHES_MAX,
} from '../../protocol/people';
import { SEARCH_KEY_MAX } from '../../protocol/constants';
import type { PeopleRefusal } from '../../protocol/refusals';
import {
  deleteSavedSearch,
  getContactInfo,
  getStoreContact,
  listFavorites,
  listNotices,
  listSavedSearches,
  markNoticesRead,
  openSavedSearch,
  saveSearch,
  sendFeedback,
  setContactInfo,
  setStoreContact,
  toggleFavorite,
  unreadNotices,
} from '../domain/people';
import { paging } from './money';
import type { ApiRegistry } from './registry';
import { codeFilter, empty, int } from './validation';
import { priceAndSort, rangeInOrder } from './explore';
import { COMMON_REPLIES } from '../../protocol/common-texts';
import { PEOPLE_REPLIES } from '../../protocol/people-texts';

const CHANNEL_REFUSAL: Record<ContactChannel, PeopleRefusal> = {
  phone: 'people.phone_invalid',
  wechat: 'people.wechat_invalid',
  qq: 'people.qq_invalid',
  telegram: 'people.telegram_invalid',
};

/** One contact channel: optional, '' clears it, anything else must pass the channel's rule. */
const channel = (c: ContactChannel) =>
  z
    .string()
    .trim()
    .max(CONTACT_FIELD_MAX)
    .refine((v) => v === '' || CONTACT_RULES[c](v), CHANNEL_REFUSAL[c])
    .default('');

const contactFields = {
  phone: channel('phone'),
  wechat: channel('wechat'),
  qq: channel('qq'),
  telegram: channel('telegram'),
};

// Favourites, saved searches and contact details (/api/user), system notices and feedback (/api/message).
export function peopleRoutes(api: ApiRegistry): void {
  api
    .add('/api/user/toggle_favorite', {
      schema: z.object({ id: int(1), favorite: z.boolean().optional() }),
      handler: async ({ id, favorite }, ctx) =>
        toggleFavorite(ctx.db, { userId: ctx.caller.userId, postId: id, want: favorite }, ctx.nowS),
    })
    .add('/api/user/getFavoriteList', {
      schema: z.object({ ...paging, ids: z.array(int(1)).max(FAVORITE_IDS_MAX).optional() }),
      handler: async (q, ctx) => listFavorites(ctx.db, ctx.caller.userId, q),
    })
    .add('/api/user/saveSearch', {
      schema: z
        .object({
          keyword: z.string().trim().min(1).max(SEARCH_KEY_MAX),
          cityCode: codeFilter(),
          typeCode: codeFilter(),
          modeCode: codeFilter(),
          priceMin: priceAndSort.priceMin,
          priceMax: priceAndSort.priceMax,
        })
        .refine(rangeInOrder, 'explore.price_range'),
      handler: async (f, ctx) => saveSearch(ctx.db, ctx.caller.userId, f, ctx.nowS),
    })
    .add('/api/user/getSavedSearchList', {
      schema: empty(),
      handler: async (_, ctx) => ({
        list: await listSavedSearches(ctx.db, ctx.caller.userId),
        max: SAVED_SEARCHES_MAX,
      }),
    })
    .add('/api/user/openSavedSearch', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => openSavedSearch(ctx.db, ctx.caller.userId, id),
    })
    .add('/api/user/deleteSavedSearch', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => deleteSavedSearch(ctx.db, ctx.caller.userId, id),
    })
    .add('/api/user/getContactInfo', {
      schema: empty(),
      handler: async (_, ctx) => getContactInfo(ctx.db, ctx.caller.userId),
    })
    .add('/api/user/setContactInfo', {
      schema: z.object(contactFields),
      okMsg: COMMON_REPLIES.saved,
      handler: async (f, ctx) => setContactInfo(ctx.db, ctx.caller.userId, f, ctx.nowS),
    })
    .add('/api/user/getStoreContact', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => getStoreContact(ctx.db, ctx.caller.userId, id),
    })
    .add('/api/user/setStoreContact', {
      schema: z.object({ id: int(1), ...contactFields }),
      okMsg: COMMON_REPLIES.saved,
      handler: async ({ id, ...f }, ctx) => setStoreContact(ctx.db, ctx.caller.userId, id, f, ctx.nowS),
    })
    .add('/api/message/getSystemNoticeList', {
      schema: z.object(paging),
      handler: async (q, ctx) => listNotices(ctx.db, ctx.caller.userId, q, ctx.language, ctx.nowS),
    })
    .add('/api/message/getSystemNoticeUnread', {
      schema: empty(),
      handler: async (_, ctx) => ({ unread: await unreadNotices(ctx.db, ctx.caller.userId, ctx.nowS) }),
    })
    .add('/api/message/readSystemNotice', {
      schema: z.object({ upTo: int(1) }),
      handler: async ({ upTo }, ctx) => ({ unread: await markNoticesRead(ctx.db, ctx.caller.userId, upTo, ctx.nowS) }),
    })
    .add('/api/message/feedback', {
      schema: z.object({
        category: z.enum(FEEDBACK_CATEGORIES),
        text: z.string().trim().min(FEEDBACK_TEXT_MIN).max(FEEDBACK_TEXT_MAX),
        contact: z.string().trim().max(FEEDBACK_CONTACT_MAX).optional(),
      }),
      okMsg: PEOPLE_REPLIES.feedbackSent,
      handler: async (f, ctx) => sendFeedback(ctx.db, ctx.caller.userId, f, ctx.nowS),
    });
}
