import type { PublicUser } from '../../../../protocol/types';
import { useLang } from '../../../i18n';
import { Badge } from '../../../ui/Badge';
import { CrownIcon } from '../../common/icons';
import { Avatar } from './Avatar';
import { usePersonMessages } from './messages';
import styles from './Person.module.css';

/** Picture, name, VIP mark, introduction, when they joined and how much they publish. */
export function PersonHeader({ person, ratingLine }: { person: PublicUser; ratingLine?: string }) {
  const m = usePersonMessages();
  const lang = useLang();
  const since = new Date(person.createdAt * 1000).toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric',
    month: 'long',
  });
  return (
    <header className={styles.header} data-testid="person-header">
      <Avatar name={person.nickname} src={person.avatar} size="lg" />
      <div className={styles.who}>
        <h1 className={styles.name} data-testid="person-name">
          {person.nickname}
          {person.is_vip > 0 && (
            <Badge tone="gold" icon={<CrownIcon />}>
              {m.vip}
            </Badge>
          )}
        </h1>
        <p className={styles.facts}>
          <span>{m.memberSince(since)}</span>
          <span data-testid="person-post-count">{m.posts(person.postCount)}</span>
          {ratingLine && <span data-testid="person-rating">★ {ratingLine}</span>}
        </p>
        <p className={styles.bio}>{person.bio.trim() || m.noBio}</p>
      </div>
    </header>
  );
}
