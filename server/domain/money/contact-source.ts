import { contactLine, hasAnyChannel } from '../../../protocol/people-contact-rules';
import type { DbOrTrx } from '../../db/database';

// Which contact a post reveals, wherever one leaves the server (detail page, userBuyInfo, myUnlock): a store
// post's own store contact; otherwise the provider's contact details, which they set once for all their
// posts; otherwise the contact typed into the post. This picks the text only — whether the caller may get
// it at all stays with post-detail.ts and unlock.ts, so a paid contact still never leaves before it is paid.

export interface ContactPost {
  id: number;
  kind: string;
  user_id: number;
  contact: string;
}

/** The contact each post reveals, by post id. */
export async function revealedContacts(db: DbOrTrx, posts: readonly ContactPost[]): Promise<Map<number, string>> {
  const out = new Map(posts.map((p) => [p.id, p.contact]));
  if (posts.length === 0) return out;
  const stores = posts.filter((p) => p.kind === 'store').map((p) => p.id);
  const owners = [...new Set(posts.filter((p) => p.kind !== 'store').map((p) => p.user_id))];
  const [storeRows, ownerRows] = await Promise.all([
    stores.length > 0 ? db.selectFrom('store_contacts').selectAll().where('post_id', 'in', stores).execute() : [],
    owners.length > 0 ? db.selectFrom('contact_details').selectAll().where('user_id', 'in', owners).execute() : [],
  ]);
  const byStore = new Map(storeRows.filter(hasAnyChannel).map((r) => [r.post_id, contactLine(r)]));
  const byOwner = new Map(ownerRows.filter(hasAnyChannel).map((r) => [r.user_id, contactLine(r)]));
  for (const p of posts) {
    const line = p.kind === 'store' ? byStore.get(p.id) : byOwner.get(p.user_id);
    if (line) out.set(p.id, line);
  }
  return out;
}

export async function revealedContact(db: DbOrTrx, post: ContactPost): Promise<string> {
  return (await revealedContacts(db, [post])).get(post.id) ?? post.contact;
}
