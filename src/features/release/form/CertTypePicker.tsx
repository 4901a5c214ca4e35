import type { CertType, CertificateCheck } from '../../../../protocol/release';
import { ShieldIcon } from '../../common/icons';
import { useReleaseMessages } from './messages';
import styles from './CertTypePicker.module.css';

type Check = CertificateCheck & { type: CertType };

/** The two certification types as cards; a refused one shows the server's reason and cannot be chosen. */
export function CertTypePicker({
  checks,
  value,
  onChange,
}: {
  checks: Check[];
  value: CertType | null;
  onChange: (t: CertType) => void;
}) {
  const m = useReleaseMessages();
  return (
    <div className={styles.picker} role="radiogroup" aria-label={m.certType} data-field="certType">
      {checks.map((c) => (
        <button
          key={c.type}
          type="button"
          role="radio"
          aria-checked={value === c.type}
          disabled={!c.allowed}
          className={`${styles.card} ${value === c.type ? styles.on : ''}`}
          data-testid={`cert-type-${c.type}`}
          data-allowed={c.allowed}
          onClick={() => onChange(c.type)}
        >
          <ShieldIcon className={styles.icon} />
          <span className={styles.text}>
            <strong>{c.type === 1 ? m.certType1 : m.certType2}</strong>
            {!c.allowed && (
              <small className={styles.reason} data-testid="cert-reason">
                {c.reason || m.notAllowed}
              </small>
            )}
          </span>
        </button>
      ))}
    </div>
  );
}
