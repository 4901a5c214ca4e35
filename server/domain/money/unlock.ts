import type { UnlockItem, UnlockedContact } from '../../../protocol/money';
import type { Page } from '../../../protocol/types';
import type { Db, DbOrTrx } from '../../db/database';
import { revealedContact, revealedContacts } from './contact-source';
import { isPublic, pageOf, Refusal } from '../common';
import { transfer } from './ledger';
import { once } from './ledger-idempotency';
import { recordNotice } from '../common';
import { posterShare } from './config';
import type { MoneyConfig } from './config';
import { activeVipLevel } from '../accounts';
import type { Paging } from '../common';

// Paid contacts: a VIP post's contact leaves the server only for its owner, for VIP members (membership
// includes it) and for those who bought it with gold here (userBuyInfo) — pay per contact instead of
// subscribing. An ordinary post's contact stays free for any logged-in viewer, as before; guests never see
// one. An unlock pays the poster their share and the platform the rest.

export async function hasUnlocked(db: DbOrTrx, userId: number, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('unlocks')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface Unlock {
  userId: number;
  postId: number;
  key: string;
}

/**
 * The post's contact, paid for when it is a VIP post not yet unlocked by the caller. Two unlocks of one post at
 * once (two tabs, two keys) charge once: the other answers alreadyUnlocked (see once()).
 * @throws Refusal post.not_found, money.insufficient, money.key_reused, money.conflict.
 */
export async function unlockContact(db: Db, config: MoneyConfig, call: Unlock, nowS: number): Promise<UnlockedContact> {
  const request = { postId: call.postId };
  return once(db, { userId: call.userId, action: 'userBuyInfo', key: call.key, request }, nowS, async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'kind', 'user_id', 'title', 'contact', 'vip', 'status'])
      .select(isPublic().as('public'))
      .where('id', '=', call.postId)
      .executeTakeFirst();
    const own = post?.user_id === call.userId;
    if (!post || (!own && !post.public)) throw new Refusal('post.not_found');
    const free = { postId: post.id, contact: await revealedContact(trx, post), paid: 0, alreadyUnlocked: false };
    if (own || post.vip !== 1) return free;
    // Paid before (another tab's call a moment ago, or an earlier visit): the contact again, not a second charge.
    if (await hasUnlocked(trx, call.userId, post.id)) return { ...free, alreadyUnlocked: true };
    const me = await trx
      .selectFrom('users')
      .select(['vip_level', 'vip_expires_at'])
      .where('id', '=', call.userId)
      .executeTakeFirstOrThrow();
    if (activeVipLevel(me, nowS) > 0) return free;
    const price = config.unlockPriceGold;
    const share = posterShare(config, price);
    const transferId = await transfer(trx, {
      kind: 'unlock',
      uniq: `unlock:${call.userId}:${post.id}`,
      userId: call.userId,
      ref: String(post.id),
      nowS,
      legs: [
        { account: { user: call.userId, kind: 'wallet' }, amount: -price },
        { account: { user: post.user_id, kind: 'wallet' }, amount: share },
        { account: { platform: 'revenue' }, amount: price - share },
      ],
    });
    await trx
      .insertInto('unlocks')
      .values({ user_id: call.userId, post_id: post.id, price_gold: price, transfer_id: transferId, created_at: nowS })
      .execute();
    const earned = { userId: post.user_id, code: 'unlock.earned', params: { gold: share }, post, nowS } as const;
    if (share > 0) await recordNotice(trx, earned);
    return { ...free, paid: price };
  });
}

export async function listUnlocks(db: Db, userId: number, paging: Paging): Promise<Page<UnlockItem>> {
  const { page, pageSize, offset } = pageOf(paging);
  const base = db
    .selectFrom('unlocks as u')
    .innerJoin('posts as p', 'p.id', 'u.post_id')
    .where('u.user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['u.post_id', 'p.kind', 'p.title', 'p.user_id', 'p.contact', 'u.price_gold', 'u.created_at'])
      .orderBy('u.created_at', 'desc')
      .orderBy('u.post_id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const contacts = await revealedContacts(
    db,
    rows.map((r) => ({ id: r.post_id, kind: r.kind, user_id: r.user_id, contact: r.contact })),
  );
  return {
    list: rows.map((r) => ({
      postId: r.post_id,
      kind: r.kind,
      title: r.title,
      contact: contacts.get(r.post_id) ?? r.contact,
      priceGold: r.price_gold,
      createdAt: r.created_at,
    })),
    page,
    pageSize,
    total: Number(count.n),
  };
}
