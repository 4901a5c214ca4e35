import { loadStored, saveStored } from '../../../lib/storage-codec';
import type { PostKind } from '../../../../protocol/types';
import { emptyDraft } from './draft';
import type { FormDraft } from './draft';

// Unfinished new posts kept on this device, per account, so a form left half-filled (a call, a closed tab)
// can be continued from the creation hub. Local storage through the spec's codec; uploads are already on
// the server, so a draft holds only their paths. Edits of published posts are not drafts: the post is.

/** Drafts kept per account; saving one more drops the oldest. */
export const DEVICE_DRAFTS_MAX = 10;

export interface DeviceDraft {
  id: string;
  kind: PostKind;
  /** Last change, ms since the epoch. */
  updatedAt: number;
  draft: FormDraft;
}

const keyOf = (userId: number) => `release-drafts:${userId}`;

// Other tabs hear of a change through the `storage` event; this tab's own screens (the hub beside a form
// that saves as it closes) through these.
const listeners = new Set<() => void>();
let changes = 0;

/** Calls `onChange` after this tab saves or discards a draft; returns the unsubscribe. */
export function onDraftsChange(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** How many times this tab has saved or discarded a draft (a snapshot for `useSyncExternalStore`). */
export function draftChanges(): number {
  return changes;
}

function changed(): void {
  changes++;
  for (const onChange of listeners) onChange();
}

const isDraft = (v: unknown): v is DeviceDraft =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as DeviceDraft).id === 'string' &&
  typeof (v as DeviceDraft).updatedAt === 'number' &&
  typeof (v as DeviceDraft).draft === 'object' &&
  (v as DeviceDraft).draft !== null;

/** The account's drafts, most recently changed first; unreadable entries are skipped. */
export function listDrafts(userId: number, storage?: Storage): DeviceDraft[] {
  const stored = loadStored<unknown>(keyOf(userId), storage);
  const list = Array.isArray(stored) ? stored.filter(isDraft) : [];
  // A draft stored by an older form version gets the fields it lacks, so the form never reads undefined.
  return list
    .map((d) => ({ ...d, kind: d.draft.kind, draft: { ...emptyDraft(d.draft.kind), ...d.draft } }))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

export function findDraft(userId: number, id: string, storage?: Storage): DeviceDraft | undefined {
  return listDrafts(userId, storage).find((d) => d.id === id);
}

/** Whether the form holds anything worth keeping (a kind picked and nothing typed is not a draft). */
export function hasContent(d: FormDraft): boolean {
  const blank = emptyDraft(d.kind);
  return (
    [d.title, d.description, d.address, d.hours, d.contact, d.priceMin, d.priceMax].some((s) => s.trim() !== '') ||
    [d.cityCode, d.typeCode, d.modeCode].some((s) => s !== '') ||
    d.images.length > 0 ||
    d.tags.length > 0 ||
    d.videoId !== null ||
    Object.values(d.facts).some((v) => v.trim() !== '') ||
    d.negotiable !== blank.negotiable
  );
}

/** Stores `draft` under `id` as changed at `now`, keeping the newest DEVICE_DRAFTS_MAX. */
export function saveDraft(userId: number, id: string, draft: FormDraft, now: number, storage?: Storage): void {
  const others = listDrafts(userId, storage).filter((d) => d.id !== id);
  const next = [{ id, kind: draft.kind, updatedAt: now, draft }, ...others].slice(0, DEVICE_DRAFTS_MAX);
  saveStored(keyOf(userId), next, storage);
  changed();
}

export function discardDraft(userId: number, id: string, storage?: Storage): void {
  saveStored(
    keyOf(userId),
    listDrafts(userId, storage).filter((d) => d.id !== id),
    storage,
  );
  changed();
}

/** A new draft's id: time-ordered and unique enough for one person's device. */
export function newDraftId(now: number): string {
  return `${now.toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}
