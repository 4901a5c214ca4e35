import { CONTACT_CHANNELS } from '../../../protocol/people-contact-rules';
import type { ContactFields } from '../../../protocol/people-contact-rules';
import type { ContactInfo, StoreContact } from '../../../protocol/people';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import { Refusal } from '../common';

// A person's contact details (/user/contact-information) and a store post's own contact. Both are written
// by one upsert on their key, so parallel saves leave one row holding one whole save. What a post reveals
// from them, and to whom, is contact-source.ts's business; these calls only serve their owner.

const pick = (row: ContactFields): ContactFields => ({
  phone: row.phone,
  wechat: row.wechat,
  qq: row.qq,
  telegram: row.telegram,
});

const EMPTY: ContactFields = { phone: '', wechat: '', qq: '', telegram: '' };

export async function getContactInfo(db: Db, userId: number): Promise<ContactInfo> {
  const row = await db.selectFrom('contact_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...pick(row), updatedAt: row.updated_at } : { ...EMPTY, updatedAt: null };
}

export async function setContactInfo(db: Db, userId: number, f: ContactFields, nowS: number): Promise<ContactInfo> {
  const values = { ...pick(f), updated_at: nowS };
  await db
    .insertInto('contact_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { ...pick(f), updatedAt: nowS };
}

/**
 * The caller's store post, or a refusal: someone else's post answers as a missing one, so ids cannot be
 * probed for owners.
 * @throws Refusal release.not_found, people.not_store.
 */
async function ownStorePost(db: Db, userId: number, postId: number): Promise<number> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'kind', 'status'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || post.user_id !== userId || post.status === POST_STATUS.DELETED) throw new Refusal('release.not_found');
  if (post.kind !== 'store') throw new Refusal('people.not_store');
  return post.id;
}

/** @throws Refusal release.not_found, people.not_store. */
export async function getStoreContact(db: Db, userId: number, postId: number): Promise<StoreContact> {
  const id = await ownStorePost(db, userId, postId);
  const row = await db.selectFrom('store_contacts').selectAll().where('post_id', '=', id).executeTakeFirst();
  return row ? { postId: id, ...pick(row), updatedAt: row.updated_at } : { postId: id, ...EMPTY, updatedAt: null };
}

/** An all-empty contact removes the store's own, so the post reveals its typed-in contact again. */
export async function setStoreContact(
  db: Db,
  userId: number,
  postId: number,
  f: ContactFields,
  nowS: number,
): Promise<StoreContact> {
  const id = await ownStorePost(db, userId, postId);
  if (CONTACT_CHANNELS.every((c) => f[c] === '')) {
    await db.deleteFrom('store_contacts').where('post_id', '=', id).execute();
    return { postId: id, ...EMPTY, updatedAt: null };
  }
  const values = { ...pick(f), updated_at: nowS };
  await db
    .insertInto('store_contacts')
    .values({ post_id: id, ...values })
    .onConflict((oc) => oc.column('post_id').doUpdateSet(values))
    .execute();
  return { postId: id, ...pick(f), updatedAt: nowS };
}
