import { useEffect, useRef, useState } from 'react';
import { go } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { errorText, isCancel } from '../../common/error-text';
import { draftToPayload } from './draft';
import type { FormDraft } from './draft';
import { useReleaseMessages } from './messages';
import { savePost } from './save-post';
import { firstErrorField, hasReleaseErrors, validateDraft } from './validation';
import type { ReleaseErrors, ValidateContext } from './validation';

export const MY_POSTS_PATH = '/user/my-posts';

function scrollToField(name: string | undefined): void {
  if (!name) return;
  const el = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]:not([hidden])`);
  el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  el?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/**
 * Validate → save → toast → my posts. Field errors show after the first attempt and then follow the
 * typing; the server's message stays under the form until the next attempt.
 */
export function useReleaseSubmit(draft: FormDraft, editId: number | null, ctx: ValidateContext, onSaved?: () => void) {
  const m = useReleaseMessages();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);

  const errors: ReleaseErrors = tried ? validateDraft(draft, ctx) : {};
  const submit = async () => {
    if (busy) return;
    setTried(true);
    setServerError('');
    const found = validateDraft(draft, ctx);
    if (hasReleaseErrors(found)) {
      showToast(m.fixErrors);
      requestAnimationFrame(() => scrollToField(firstErrorField(found)));
      return;
    }
    setBusy(true);
    const c = new AbortController();
    ctrl.current = c;
    try {
      await savePost(draftToPayload(draft), editId, { signal: c.signal });
      onSaved?.();
      showToast(editId === null ? m.submitted : m.saved);
      go(MY_POSTS_PATH);
    } catch (err) {
      if (!isCancel(err) && !c.signal.aborted) setServerError(errorText(err, m.failed));
    } finally {
      if (!c.signal.aborted) setBusy(false);
    }
  };
  const errorOf = (field: string) => {
    const e = errors[field];
    return e ? m[e] : undefined;
  };
  return { errorOf, busy, serverError, submit };
}
