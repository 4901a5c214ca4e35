import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  HOURS_MAX,
  IMAGES_MAX,
  TITLE_MAX,
} from '../../../../protocol/release';
import type { PostVideo } from '../../../../protocol/types';
import { ImagePicker } from '../../upload/images/ImagePicker';
import { useVideoUpload } from '../../upload/useVideoUpload';
import type { FormDraft } from './draft';
import { FactsFields } from './FactsFields';
import type { FieldProps } from './field-props';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { TextField } from '../../../ui/TextField';
import { Section } from './FormControls';
import { examplesOf, useReleaseMessages } from './messages';
import { PriceFields } from './PriceFields';
import { TagPicker } from './TagPicker';
import { TaxonomyFields } from './TaxonomyFields';
import { useReleaseSubmit } from './useReleaseSubmit';
import { useDraftAutosave } from './useDeviceDraft';
import { VideoField } from './VideoField';
import { videoPending } from './video-upload-view';
import type { VideoUpload } from './video-upload-view';
import styles from './ReleaseForm.module.css';
import { Notice } from '../../../ui/Notice';

interface Props {
  initial: FormDraft;
  /** null = a new post. */
  editId: number | null;
  /** The post's current video when editing. */
  currentVideo?: PostVideo | null;
  /** Shown above the form when an edited post failed review. */
  reviewNote?: string;
  /** A new post's device draft (useDeviceDraft.ts): kept while typing, forgotten once sent. */
  draftId?: string | null;
}

/** The release form of every kind: basics, price and contact, the kind's facts, photos, video, tags. */
export function ReleaseForm({ initial, editId, currentVideo = null, reviewNote = '', draftId = null }: Props) {
  const m = useReleaseMessages();
  const [draft, setDraft] = useState(initial);
  const set = useCallback((patch: Partial<FormDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const upload: VideoUpload = useVideoUpload();
  const [posterBusy, setPosterBusy] = useState(false);
  const kept = useDraftAutosave(editId === null ? draftId : null, draft);
  const { errorOf, busy, serverError, submit } = useReleaseSubmit(
    draft,
    editId,
    { videoPending: videoPending(upload) || posterBusy },
    kept.discard,
  );
  const fp: FieldProps = { draft, set, errorOf };
  const ex = examplesOf(m, draft.kind);
  const count = (s: string, max: number) => m.counter(s.trim().length, max);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid="release-form"
      data-kind={draft.kind}
      aria-busy={busy}
    >
      {reviewNote && (
        <Notice testId="release-review-note" title={m.reviewNote}>
          {reviewNote}
        </Notice>
      )}
      {editId !== null && (
        <Notice testId="release-edit-rule" title={m.editRuleTitle}>
          {m.editRule}
        </Notice>
      )}
      <div className={styles.columns}>
        <div className={styles.column}>
          <Section title={m.sectionBasics}>
            <TextField
              name="title"
              testId="release-title"
              label={m.title}
              placeholder={ex.title}
              maxLength={TITLE_MAX}
              counter={count(draft.title, TITLE_MAX)}
              value={draft.title}
              error={errorOf('title')}
              onValue={(title) => set({ title })}
            />
            <TaxonomyFields {...fp} />
            <TextField
              multiline
              name="description"
              testId="release-description"
              label={m.description}
              placeholder={ex.description}
              maxLength={DESCRIPTION_MAX}
              counter={count(draft.description, DESCRIPTION_MAX)}
              value={draft.description}
              error={errorOf('description')}
              onValue={(description) => set({ description })}
            />
          </Section>
          <Section title={m.sectionPrice}>
            <PriceFields {...fp} />
            <TextField
              name="contact"
              testId="release-contact"
              label={m.contact}
              placeholder={m.contactPh}
              hint={m.contactHint}
              inputMode="text"
              autoComplete="tel"
              maxLength={CONTACT_MAX}
              value={draft.contact}
              error={errorOf('contact')}
              onValue={(contact) => set({ contact })}
            />
            <TextField
              name="address"
              testId="release-address"
              label={m.address}
              optional={draft.kind === 'store' ? undefined : m.optional}
              placeholder={ex.address}
              maxLength={ADDRESS_MAX}
              value={draft.address}
              error={errorOf('address')}
              onValue={(address) => set({ address })}
            />
            <TextField
              name="hours"
              testId="release-hours"
              label={m.hours}
              optional={m.optional}
              placeholder={ex.hours}
              maxLength={HOURS_MAX}
              value={draft.hours}
              error={errorOf('hours')}
              onValue={(hours) => set({ hours })}
            />
          </Section>
        </div>
        <div className={styles.column}>
          <Section title={m.sectionMedia}>
            <Field
              id="release-images"
              labelFor={null}
              name="images"
              testId="release-images"
              label={m.photos}
              counter={m.counter(draft.images.length, IMAGES_MAX)}
              error={errorOf('images')}
              hint={m.photosHint}
            >
              <ImagePicker value={draft.images} onChange={(images: string[]) => set({ images })} max={IMAGES_MAX} />
            </Field>
            <VideoField {...fp} upload={upload} current={currentVideo} onPosterBusy={setPosterBusy} />
          </Section>
          <Section title={m.sectionFacts}>
            <FactsFields {...fp} />
            <TagPicker {...fp} />
          </Section>
        </div>
      </div>
      <div className={styles.submitBar}>
        {serverError && (
          <Notice role="alert" testId="release-error">
            {serverError}
          </Notice>
        )}
        <Button type="submit" variant="primary" size="lg" testId="release-submit" loading={busy}>
          {busy ? m.submitting : editId === null ? m.submit : m.save}
        </Button>
      </div>
    </form>
  );
}
