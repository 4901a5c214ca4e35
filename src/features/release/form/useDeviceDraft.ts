import { useCallback, useEffect, useRef, useState } from 'react';
import { user } from '../../../state/user';
import type { PostKind } from '../../../../protocol/types';
import { emptyDraft } from './draft';
import type { FormDraft } from './draft';
import { discardDraft, findDraft, hasContent, newDraftId, saveDraft } from './device-drafts';

/** A pause in typing this long writes the draft to the device. */
const AUTOSAVE_MS = 600;

const queryOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** `?draft=<id>` of a release URL, or null. */
export function draftIdOf(url: string): string | null {
  const id = queryOf(url).get('draft');
  return id && /^[a-z0-9-]{1,40}$/.test(id) ? id : null;
}

/** The form a new post opens with: the device draft named in the URL, else an empty one under a new id. */
export function useDraftStart(kind: PostKind, url: string): { draftId: string; initial: FormDraft } {
  const [start] = useState(() => {
    const id = draftIdOf(url);
    const userId = user.u?.id;
    const kept = id !== null && userId !== undefined ? findDraft(userId, id) : undefined;
    if (kept && kept.kind === kind) return { draftId: kept.id, initial: kept.draft };
    return { draftId: id ?? newDraftId(Date.now()), initial: emptyDraft(kind) };
  });
  return start;
}

/**
 * Keeps the form on the device while it is filled in (after a pause, on a resize, and when the form closes), and names
 * the draft in the address so a reload continues it. `discard` forgets it (the post was sent).
 */
export function useDraftAutosave(draftId: string | null, draft: FormDraft): { discard(): void } {
  const latest = useRef(draft);
  const done = useRef(false);
  const pending = useRef(false);
  // The form's own address. The closing flush runs once the next screen's address is in the bar: the
  // draft's id goes on no other screen's address.
  const [formPath] = useState(() => window.location.pathname);

  // Reads refs and the form's address only, so one function serves the timer, pagehide and unmount.
  const flush = useCallback(
    (id: string) => {
      const userId = user.u?.id;
      if (!pending.current || done.current || userId === undefined) return;
      pending.current = false;
      if (!hasContent(latest.current)) return;
      saveDraft(userId, id, latest.current, Date.now());
      const url = new URL(window.location.href);
      if (url.pathname === formPath && url.searchParams.get('draft') !== id) {
        url.searchParams.set('draft', id);
        window.history.replaceState(window.history.state, '', url);
      }
    },
    [formPath],
  );

  useEffect(() => {
    if (draftId === null || done.current) return;
    latest.current = draft;
    pending.current = true;
    const timer = setTimeout(() => flush(draftId), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draftId, draft, flush]);

  useEffect(() => {
    if (draftId === null) return;
    const onHide = () => flush(draftId);
    window.addEventListener('pagehide', onHide);
    // A resize may carry the form across the layout threshold, where the other layout's form opens from the
    // address: the draft is on the device and named there before that happens.
    window.addEventListener('resize', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('resize', onHide);
      onHide();
    };
  }, [draftId, flush]);

  return {
    discard() {
      done.current = true;
      const userId = user.u?.id;
      if (draftId !== null && userId !== undefined) discardDraft(userId, draftId);
    },
  };
}

/** `?focus=video` (the hub's "post a video"): brings that field of the form into view once it is laid out. */
export function useFocusField(url: string): void {
  const field = queryOf(url).get('focus');
  useEffect(() => {
    if (field !== 'video') return;
    const frame = requestAnimationFrame(() =>
      document.querySelector(`[data-field="${field}"]`)?.scrollIntoView({ block: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [field]);
}
