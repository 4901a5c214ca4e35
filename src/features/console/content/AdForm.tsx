import { useState } from 'react';
import { request } from '../../../api/request';
import type { FormEvent } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { AD_LINK, AD_SLOTS, AD_TITLE_MAX } from '../../../../protocol/console-content';
import type { AdInput, AdRow } from '../../../../protocol/console-content';
import { ImageField } from '../ImageField';
import { errorText } from '../useConsoleData';
import { useContentMessages } from './messages';
import styles from '../ConsoleContent.module.css';

/** '' = no bound. */
const toLocal = toLocalInput;
const fromLocal = fromLocalInput;

export const BLANK_AD: AdInput = {
  slot: 'home_banner',
  title: '',
  titleEn: '',
  image: '',
  url: '',
  type: AD_LINK.newWindow,
  sort: 0,
  active: true,
  startsAt: null,
  endsAt: null,
};

/** Create or edit one ad: the picture goes through the product's image upload, the rest in one save. */
/** A slot's name in the console's language; a slot this build does not know reads as its key. */
export function slotLabel(m: ReturnType<typeof useContentMessages>, slot: string): string {
  const known = AD_SLOTS.find((s) => s === slot);
  return known ? m[`slot_${known}`] : slot;
}

export function AdForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: AdInput;
  onSaved: (ad: AdRow) => void;
  onCancel: () => void;
}) {
  const m = useContentMessages();
  const [ad, setAd] = useState<AdInput>(initial);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const set = (patch: Partial<AdInput>) => setAd((a) => ({ ...a, ...patch }));

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const saved = await request('/api/admin/adSave', ad);
      showToast(m.saved);
      onSaved(saved);
    } catch (err) {
      setError(errorText(err, m.loadFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} data-testid="ad-form">
      <Select
        label={m.slot}
        value={ad.slot}
        onChange={(slot) => set({ slot })}
        options={AD_SLOTS.map((s) => ({ value: s, label: m[`slot_${s}`] }))}
        testId="ad-slot"
      />
      <TextField
        label={m.title}
        value={ad.title}
        onValue={(title) => set({ title })}
        maxLength={AD_TITLE_MAX}
        testId="ad-title"
      />
      <TextField
        label={m.titleEn}
        value={ad.titleEn ?? ''}
        onValue={(titleEn) => set({ titleEn })}
        maxLength={AD_TITLE_MAX}
        hint={m.titleEnHint}
        testId="ad-title-en"
      />
      <Select
        label={m.linkType}
        value={String(ad.type)}
        onChange={(v) => set({ type: Number(v) })}
        options={[
          { value: String(AD_LINK.newWindow), label: m.newWindow },
          { value: String(AD_LINK.inApp), label: m.inApp },
        ]}
        testId="ad-type"
      />
      <TextField
        label={m.link}
        value={ad.url}
        onValue={(url) => set({ url })}
        placeholder={ad.type === AD_LINK.inApp ? '/details/store/1' : 'https://'}
        testId="ad-url"
      />
      <TextField
        label={m.startsAt}
        type="datetime-local"
        value={toLocal(ad.startsAt)}
        onValue={(v) => set({ startsAt: fromLocal(v) })}
        hint={m.noBound}
        testId="ad-starts"
      />
      <TextField
        label={m.endsAt}
        type="datetime-local"
        value={toLocal(ad.endsAt)}
        onValue={(v) => set({ endsAt: fromLocal(v) })}
        hint={m.noBound}
        testId="ad-ends"
      />
      <TextField
        label={m.sort}
        type="number"
        value={String(ad.sort)}
        onValue={(v) => set({ sort: Math.max(0, Math.floor(Number(v) || 0)) })}
        testId="ad-sort"
      />
      <Select
        label={m.active}
        value={ad.active ? '1' : '0'}
        onChange={(v) => set({ active: v === '1' })}
        options={[
          { value: '1', label: m.active },
          { value: '0', label: m.inactive },
        ]}
        testId="ad-active"
      />
      <ImageField
        label={m.image}
        chooseLabel={m.chooseImage}
        uploadingLabel={m.uploading}
        value={ad.image}
        alt={ad.title}
        ratio={2.5}
        testId="ad-image"
        onValue={(image) => set({ image })}
        onBusy={setUploading}
        onError={(err) => setError(err ? errorText(err, m.loadFailed) : '')}
      />
      {error && (
        <div className={styles.wide}>
          <Notice tone="danger" testId="ad-error">
            {error}
          </Notice>
        </div>
      )}
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button type="submit" loading={saving} disabled={uploading || !ad.image} testId="ad-save">
          {m.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
