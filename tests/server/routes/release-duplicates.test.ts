import { describe, expect, it } from 'vitest';
import type { PostDraft } from '../../../protocol/release';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { reviewQueue } from '../../../server/domain/console';
import { dialects, useSetup, useTestApp } from '../helper';
import { IMG, draft, setupRelease } from '../support/release';
import { poster } from '../support/release-trust';

// A post going into review is compared with earlier posts of the same or linked accounts: shared pictures or
// near-same text flag it in the review queue; the poster is never refused for it.

const TEXT = {
  title: 'Piano lessons for beginners, Chaoyang',
  description:
    'Patient teacher with ten years of experience, lessons at your home or in my studio, first lesson free of charge.',
};
/** The same advert with a few words changed. */
const REWORDED = {
  title: 'Piano lessons for beginners in Chaoyang!',
  description:
    'Patient teacher with twelve years of experience, lessons at your home or in my studio, first lesson is free of charge.',
};
const OTHER_TEXT = {
  title: 'Bicycle repairs while you wait',
  description: 'Flat tyres, brakes and gears fixed on the spot near the north gate of the park, fair prices.',
};

describe.each(dialects)('duplicate check on release (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const world = await setupRelease(t);
    const inviter = await poster(t, 'dup_inviter', '198.51.100.1');
    return {
      world,
      inviter,
      invitee: await poster(t, 'dup_invitee', '198.51.100.2', inviter),
      roomA: await poster(t, 'dup_room_a', '203.0.113.7'),
      roomB: await poster(t, 'dup_room_b', '203.0.113.7'),
      stranger: await poster(t, 'dup_stranger', '198.51.100.9'),
      localA: await poster(t, 'dup_local_a', '127.0.0.1'),
      localB: await poster(t, 'dup_local_b', '127.0.0.1'),
    };
  });

  const release = async (who: { token: string; ip?: string }, over: Partial<PostDraft>) => {
    const r = await t.call('/api/info/postInfo', draft(over), { token: who.token, ip: who.ip });
    expect(r.status, r.msg).toBe(STATUS.OK);
    return r.data.id;
  };
  const hintsOf = async (id: number) => {
    const queue = await reviewQueue(t.db, { pageSize: 50 });
    const item = queue.list.find((i) => i.id === id);
    if (!item) throw new Error(`post ${id} is not in the queue`);
    return item.duplicates;
  };

  it('flags a post showing a picture of an earlier post by the same account', async () => {
    const first = await release(w.world.owner, { ...TEXT, images: [IMG[0]!, IMG[1]!] });
    const again = await release(w.world.owner, { ...OTHER_TEXT, images: [IMG[2]!, IMG[1]!] });
    expect(await hintsOf(again)).toEqual([
      expect.objectContaining({ id: first, sameImages: 1, link: 'same', status: POST_STATUS.PENDING }),
    ]);
    expect((await hintsOf(again))[0]!.textPercent).toBeLessThan(30);
    // The first post was checked when it went in, against nothing.
    expect(await hintsOf(first)).toEqual([]);
  });

  it('flags near-same text by an account one invitation away', async () => {
    const original = await release(w.inviter, { ...TEXT, images: [IMG[3]!] });
    const copy = await release(w.invitee, { ...REWORDED, images: [IMG[4]!] });
    const [hint, ...rest] = await hintsOf(copy);
    expect(rest).toEqual([]);
    expect(hint).toMatchObject({ id: original, sameImages: 0, link: 'invited', title: TEXT.title });
    expect(hint!.textPercent).toBeGreaterThanOrEqual(60);
    expect(hint!.textPercent).toBeLessThan(100);
  });

  it('flags accounts seen at the same public address, never at a loopback one', async () => {
    const original = await release(w.roomA, { ...TEXT, images: [IMG[5]!] });
    const copy = await release(w.roomB, { ...TEXT, images: [IMG[5]!] });
    expect(await hintsOf(copy)).toEqual([
      expect.objectContaining({ id: original, sameImages: 1, textPercent: 100, link: 'address' }),
    ]);
    await release(w.localA, { ...TEXT, images: [IMG[6]!] });
    const local = await release(w.localB, { ...TEXT, images: [IMG[6]!] });
    expect(await hintsOf(local)).toEqual([]);
  });

  it('does not flag the same text and picture from an unrelated account', async () => {
    const id = await release(w.stranger, { ...TEXT, images: [IMG[0]!, IMG[1]!] });
    expect(await hintsOf(id)).toEqual([]);
  });

  it('takes hostile text without a false flag and re-checks an edit', async () => {
    const noise = {
      title: '!!!!!!!!!!!!!!!!!!!!!!!',
      description: "'); -- <script>\u200b\u200b\u200b ☃☃☃☃ 😀😀😀😀😀😀 ％％％ '%' _ \\ ${1}",
    };
    const a = await release(w.stranger, { ...noise, images: [IMG[7]!] });
    const b = await release(w.stranger, { ...noise, images: [IMG[2]!] });
    // Punctuation and symbols are dropped before comparing: what is left of these two identical texts is too
    // short to say anything.
    expect(await hintsOf(b)).toEqual([]);
    expect(await hintsOf(a)).toEqual([]);
    // Edited to show a's picture: flagged by the edit's own check; edited back: the flag goes.
    const edit = (images: string[]) =>
      t.call(
        '/api/info/editInfo',
        { ...draft({ ...noise, images }), id: b },
        { token: w.stranger.token, ip: w.stranger.ip },
      );
    expect((await edit([IMG[7]!])).status).toBe(STATUS.OK);
    expect(await hintsOf(b)).toEqual([expect.objectContaining({ id: a, sameImages: 1, link: 'same' })]);
    expect((await edit([IMG[2]!])).status).toBe(STATUS.OK);
    expect(await hintsOf(b)).toEqual([]);
  });
});
