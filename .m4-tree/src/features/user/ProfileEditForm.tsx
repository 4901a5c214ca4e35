import { useState } from 'react';
import type { FormEvent } from 'react';
import type { UserProfile } from '../../../protocol/types';
import { updateProfile } from '../auth/session';
import { useUserMessages } from './messages';
import styles from './Profile.module.css';

export const NICKNAME_MAX = 20;
export const BIO_MAX = 200;

/** Nickname and bio; session.updateProfile toasts the result and refreshes the stored profile. */
export function ProfileEditForm({ u, onClose }: { u: UserProfile; onClose: () => void }) {
  const m = useUserMessages();
  const [nickname, setNickname] = useState(u.nickname);
  const [bio, setBio] = useState(u.bio);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!nickname.trim()) return setError(m.nicknameRequired);
    setError('');
    setBusy(true);
    try {
      await updateProfile({ id: u.id, nickname: nickname.trim(), bio: bio.trim() });
      onClose();
    } catch {
      // updateProfile has alerted the server's message; the form stays open for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.edit} onSubmit={submit} data-testid="profile-form" noValidate>
      <label className={styles.editField}>
        <span>{m.nickname}</span>
        <input data-testid="profile-nickname" value={nickname} maxLength={NICKNAME_MAX} onChange={(e) => setNickname(e.target.value)} aria-invalid={error ? true : undefined} />
        {error && <small className={styles.editError}>{error}</small>}
      </label>
      <label className={styles.editField}>
        <span>{m.bio}</span>
        <textarea data-testid="profile-bio" value={bio} maxLength={BIO_MAX} rows={3} placeholder={m.bioPh} onChange={(e) => setBio(e.target.value)} />
        <small className={styles.counter}>
          {Array.from(bio).length} / {BIO_MAX}
        </small>
      </label>
      <div className={styles.editActions}>
        <button type="button" className={styles.ghost} onClick={onClose} disabled={busy}>
          {m.cancel}
        </button>
        <button type="submit" className={styles.primary} data-testid="profile-save" disabled={busy}>
          {busy ? m.saving : m.save}
        </button>
      </div>
    </form>
  );
}
