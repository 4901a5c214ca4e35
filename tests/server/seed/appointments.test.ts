import { describe, expect, it } from 'vitest';
import { createRng } from '../../../server/seed/rng';
import { seedAppointments } from '../../../server/seed/appointments';
import { offerSlots, postEvaluations } from '../../../server/domain/appointments';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';

describe.each(dialects)('seeded appointments (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));

  it('opens hours on public posts and leaves ratings whose totals match the posts', async () => {
    const now = nowS();
    const posts = await t.db.selectFrom('posts').select(['id', 'user_id', 'kind', 'status', 'title']).execute();
    const users = await t.db.selectFrom('users').select('id').execute();
    const rated = await t.db.transaction().execute((trx) =>
      seedAppointments(
        trx,
        createRng(7),
        posts.map((p) => ({ id: p.id, userId: p.user_id, kind: p.kind, status: p.status, title: p.title })),
        users.map((u) => u.id),
        now,
      ),
    );
    const offers = await t.db.selectFrom('booking_offers').selectAll().execute();
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.map((o) => o.post_id)).not.toContain(f.posts.certification);
    for (const o of offers) {
      const slots = await offerSlots(t.db, o.post_id, now);
      expect(slots.offer.open).toBe(true);
      expect(slots.slots.length).toBeGreaterThan(0);
      expect(slots.slots.every((s) => s.free)).toBe(true);
    }
    const ratings = await t.db.selectFrom('appointment_ratings').selectAll().execute();
    expect(ratings).toHaveLength(rated);
    for (const postId of new Set(ratings.map((r) => r.post_id))) {
      const mine = ratings.filter((r) => r.post_id === postId);
      const page = await postEvaluations(t.db, postId, {});
      expect(page.count).toBe(mine.length);
      expect(page.list.every((e) => e.author.endsWith('***'))).toBe(true);
    }
    // Nobody rates their own post, and every rated visit is over and on the hour.
    const visits = await t.db.selectFrom('appointments').selectAll().execute();
    expect(visits.every((a) => a.customer_id !== a.provider_id && a.slot_ends_at < now && a.slot_at % 3600 === 0)).toBe(
      true,
    );
  });
});
