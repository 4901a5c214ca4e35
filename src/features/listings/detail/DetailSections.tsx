import type { PostDetail } from '../../../../protocol/types';
import { AppLink } from '../../../nav/AppLink';
import { ChatButton } from '../../chat/ChatButton';
import { tagPath } from '../../common/explore-paths';
import { Avatar } from '../../public-pages/person/Avatar';
import { personPath } from '../../common/person-paths';
import { ClockIcon, PinIcon } from '../../common/icons';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

/** Address and hours rows, plus the kind-specific facts table. */
export function DetailFacts({ post }: { post: PostDetail }) {
  const m = useDetailMessages();
  const { lang } = useTaxonomy();
  return (
    <section className={styles.card} data-testid="detail-facts">
      <h2 className={styles.cardTitle}>{m[`facts_${post.kind}`]}</h2>
      <dl className={styles.rows}>
        {post.address && (
          <div className={styles.row}>
            <dt>
              <PinIcon /> {m.address}
            </dt>
            <dd>{post.address}</dd>
          </div>
        )}
        {post.hours && (
          <div className={styles.row}>
            <dt>
              <ClockIcon /> {m.hours}
            </dt>
            <dd>{post.hours}</dd>
          </div>
        )}
        {post.facts.map((f) => (
          <div key={f.label} className={styles.row}>
            <dt>{lang === 'en' && f.labelEn ? f.labelEn : f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DetailDescription({ post }: { post: PostDetail }) {
  const m = useDetailMessages();
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{m.description}</h2>
      {post.tags.length > 0 && (
        <div className={styles.tags}>
          {post.tags.map((t) => (
            <AppLink key={t} to={tagPath(t)} className={styles.tag} data-testid="detail-tag">
              # {t}
            </AppLink>
          ))}
        </div>
      )}
      <p className={styles.description}>{post.description}</p>
      <p className={styles.safety}>{m.safety}</p>
    </section>
  );
}

export function AuthorCard({ post }: { post: PostDetail }) {
  const m = useDetailMessages();
  return (
    <section className={`${styles.card} ${styles.author}`} data-testid="detail-author">
      <AppLink to={personPath(post.author.id)} className={styles.authorLink} data-testid="detail-author-link">
        <Avatar name={post.author.nickname} src={post.author.avatar} />
        <span className={styles.authorText}>
          <small>{m.author}</small>
          <b>{post.author.nickname}</b>
        </span>
      </AppLink>
      <ChatButton authorId={post.author.id} postId={post.id} />
    </section>
  );
}
