import type { CertificationInfo } from '../../../../protocol/public-pages';
import { useLang } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { AppLink } from '../../../nav/AppLink';
import { Badge } from '../../../ui/Badge';
import { buttonClass } from '../../../ui/Button';
import { detailPath } from '../../common/post-paths';
import { Avatar } from '../person/Avatar';
import { personPath } from '../../common/person-paths';
import { ShieldIcon } from '../../common/icons';
import { useCertificationMessages } from './messages';
import personStyles from '../person/Person.module.css';
import styles from './Certification.module.css';

type Messages = ReturnType<typeof useCertificationMessages>;

const typeLabel = (m: Messages, t: number | null) => (t === 1 ? m.type_1 : t === 2 ? m.type_2 : m.type_unknown);
const basisCheck = (m: Messages, t: number | null) =>
  t === 1 ? m.check_basis_1 : t === 2 ? m.check_basis_2 : m.check_basis_unknown;

/** The badge, what it means, what was checked, the certificate's facts and the post it stands on. */
export function CertificationCard({ info }: { info: CertificationInfo }) {
  const m = useCertificationMessages();
  const lang = useLang();
  const date = formatDay(info.verifiedAt, lang);
  return (
    <article className={styles.page} data-testid="certification">
      <header className={styles.hero}>
        <span className={styles.seal} aria-hidden="true">
          <ShieldIcon />
        </span>
        <Badge tone="success" icon={<ShieldIcon />}>
          {m.badge}
        </Badge>
        <h1 className={styles.title} data-testid="certification-title">
          {info.title}
        </h1>
        <p className={styles.sub}>
          {typeLabel(m, info.certType)} · <span data-testid="certification-date">{m.verifiedOn(date)}</span>
        </p>
      </header>
      <section className={`${personStyles.section} ${styles.card}`}>
        <h2>{m.meaning}</h2>
        <p>{m.meaningText}</p>
      </section>
      <section className={`${personStyles.section} ${styles.card}`} data-testid="certification-checks">
        <h2>{m.checked}</h2>
        <ul className={styles.checks}>
          <li>{m.check_licence}</li>
          <li>{m.check_valid}</li>
          <li>{basisCheck(m, info.certType)}</li>
        </ul>
      </section>
      <section className={`${personStyles.section} ${styles.card}`}>
        <h2>{m.facts}</h2>
        {info.locked ? (
          <p className={styles.muted}>{m.lockedFacts}</p>
        ) : (
          <dl className={styles.facts}>
            {info.facts.map((f) => (
              <div key={f.label}>
                <dt>{lang === 'en' && f.labelEn ? f.labelEn : f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className={`${personStyles.section} ${styles.card}`}>
        <h2>{m.holder}</h2>
        <AppLink to={personPath(info.holder.id)} className={styles.holder} data-testid="certification-holder">
          <Avatar name={info.holder.nickname} src={info.holder.avatar} />
          <b>{info.holder.nickname}</b>
        </AppLink>
        {info.basis && (
          <p className={styles.muted}>
            {m.basis}：<AppLink to={detailPath(info.basis.kind, info.basis.id)}>{info.basis.title}</AppLink>
          </p>
        )}
      </section>
      <p className={styles.note}>{m.notGuarantee}</p>
      <AppLink to={detailPath('certification', info.postId)} className={buttonClass({ variant: 'accent', size: 'lg' })}>
        {m.viewPost}
      </AppLink>
    </article>
  );
}
