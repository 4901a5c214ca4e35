import { describe, expect, it } from 'vitest';
import {
  DEVICE_DRAFTS_MAX,
  discardDraft,
  findDraft,
  hasContent,
  listDrafts,
  newDraftId,
  saveDraft,
} from '../../../../../src/features/release/form/device-drafts';
import { emptyDraft } from '../../../../../src/features/release/form/draft';
import { encodeValue } from '../../../../../src/lib/storage-codec';
import { memoryStorage } from '../../../support/memory-storage';

const titled = (title: string, kind: 'store' | 'broker' = 'store') => ({ ...emptyDraft(kind), title });

describe('drafts kept on the device', () => {
  it('keeps drafts per account, newest change first, through the storage codec', () => {
    const s = memoryStorage();
    saveDraft(1, 'a', titled('Café'), 1000, s);
    saveDraft(1, 'b', titled('Broker', 'broker'), 2000, s);
    saveDraft(2, 'c', titled('Someone else'), 3000, s);
    expect(listDrafts(1, s).map((d) => [d.id, d.kind, d.draft.title])).toEqual([
      ['b', 'broker', 'Broker'],
      ['a', 'store', 'Café'],
    ]);
    expect(listDrafts(2, s).map((d) => d.id)).toEqual(['c']);
    // Stored through the codec: never readable JSON in local storage.
    expect(s.data.get('release-drafts:1')).not.toContain('Café');
  });

  it('updates a draft in place and forgets a discarded one', () => {
    const s = memoryStorage();
    saveDraft(1, 'a', titled('First'), 1000, s);
    saveDraft(1, 'b', titled('Second'), 2000, s);
    saveDraft(1, 'a', titled('First, edited'), 3000, s);
    expect(listDrafts(1, s).map((d) => [d.id, d.draft.title, d.updatedAt])).toEqual([
      ['a', 'First, edited', 3000],
      ['b', 'Second', 2000],
    ]);
    discardDraft(1, 'a', s);
    expect(findDraft(1, 'a', s)).toBeUndefined();
    expect(findDraft(1, 'b', s)?.draft.title).toBe('Second');
  });

  it('keeps at most DEVICE_DRAFTS_MAX, dropping the oldest', () => {
    const s = memoryStorage();
    for (let i = 0; i <= DEVICE_DRAFTS_MAX; i++) saveDraft(1, `d${i}`, titled(`T${i}`), 1000 + i, s);
    const list = listDrafts(1, s);
    expect(list).toHaveLength(DEVICE_DRAFTS_MAX);
    expect(list.map((d) => d.id)).not.toContain('d0');
    expect(list[0]?.id).toBe(`d${DEVICE_DRAFTS_MAX}`);
  });

  it('reads a corrupt or foreign entry as no drafts, and fills fields an older draft lacks', () => {
    const s = memoryStorage();
    s.setItem('release-drafts:1', 'not the codec');
    expect(listDrafts(1, s)).toEqual([]);
    s.setItem(
      'release-drafts:1',
      encodeValue([{ id: 'x' }, 5, null, { id: 'old', updatedAt: 1, draft: { kind: 'store', title: 'Old' } }]),
    );
    const [old] = listDrafts(1, s);
    expect(old?.id).toBe('old');
    expect(old?.draft.tags).toEqual([]);
    expect(old?.draft.title).toBe('Old');
  });

  it('treats an untouched form as nothing to keep', () => {
    expect(hasContent(emptyDraft('store'))).toBe(false);
    expect(hasContent(emptyDraft('certification'))).toBe(false);
    expect(hasContent(titled(' '))).toBe(false);
    expect(hasContent(titled('A title'))).toBe(true);
    expect(hasContent({ ...emptyDraft('store'), images: ['img/a.bin'] })).toBe(true);
    expect(hasContent({ ...emptyDraft('store'), cityCode: '110100' })).toBe(true);
    expect(hasContent({ ...emptyDraft('personal'), negotiable: true })).toBe(true);
  });

  it('makes distinct, URL-safe draft ids', () => {
    const a = newDraftId(1_764_000_000_000);
    const b = newDraftId(1_764_000_000_000);
    expect(a).toMatch(/^[a-z0-9-]+$/);
    expect(a).not.toBe(b);
  });
});
