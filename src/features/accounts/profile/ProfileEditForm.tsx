import { useState } from 'react';
import type { FormEvent } from 'react';
import type { UserProfile } from '../../../../protocol/types';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { updateProfile } from '../auth/session';
import { cityGroups } from '../../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useUserMessages } from './messages';
import styles from './Profile.module.css';

export const NICKNAME_MAX = 20;
export const BIO_MAX = 200;

/** Nickname, bio and city (the avatar changes from the profile header); session.updateProfile toasts the result and refreshes the stored profile. */
export function ProfileEditForm({ u, onClose }: { u: UserProfile; onClose: () => void }) {
  const m = useUserMessages();
  const [nickname, setNickname] = useState(u.nickname);
  const [bio, setBio] = useState(u.bio);
  const [area, setArea] = useState(u.area == null ? '' : String(u.area));
  const { taxonomy, lang } = useTaxonomy();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!nickname.trim()) return setError(m.nicknameRequired);
    setError('');
    setBusy(true);
    try {
      await updateProfile({ id: u.id, nickname: nickname.trim(), bio: bio.trim(), area: area ? Number(area) : null });
      onClose();
    } catch {
      // updateProfile has alerted the server's message; the form stays open for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.edit} onSubmit={submit} data-testid="profile-form" noValidate>
      <TextField
        label={m.nickname}
        testId="profile-nickname"
        value={nickname}
        maxLength={NICKNAME_MAX}
        error={error || undefined}
        onValue={setNickname}
      />
      <TextField
        multiline
        rows={3}
        label={m.bio}
        testId="profile-bio"
        value={bio}
        maxLength={BIO_MAX}
        placeholder={m.bioPh}
        counter={`${Array.from(bio).length} / ${BIO_MAX}`}
        onValue={setBio}
      />
      <Select
        label={m.area}
        value={area}
        onChange={setArea}
        options={[{ value: '', label: m.areaNone }]}
        groups={cityGroups(taxonomy?.cities, lang, { domestic: m.areaDomestic, abroad: m.areaAbroad })}
        testId="profile-area"
      />
      <div className={styles.editActions}>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {m.cancel}
        </Button>
        <Button type="submit" variant="accent" testId="profile-save" loading={busy}>
          {busy ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
