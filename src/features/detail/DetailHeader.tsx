import type { PostDetail } from '../../../protocol/types';
import { statusLabel, statusTone } from '../../lib/status-label';
import { formatPrice } from '../listing/price';
import { useListingMessages } from '../listing/messages';
import { ClockIcon, EyeIcon, HeartIcon, PinIcon, ShieldIcon } from '../shared/icons';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

/** Kind, status, VIP, title, price, taxonomy chips and counters. */
export function DetailHeader({ post }: { post: PostDetail }) {
  const m = useDetailMessages();
  const lm = useListingMessages();
  const { names, lang } = useTaxonomy();
  const chips = [names.city.get(post.cityCode), names.type.get(post.typeCode), names.mode.get(post.modeCode)];
  const date = new Date(post.createdAt * 1000).toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN');
  return (
    <header className={styles.header}>
      <div className={styles.badges}>
        <span className={`${styles.kind} ${styles[post.kind]}`} data-testid="detail-kind" data-kind={post.kind}>
          {lm[`kind_${post.kind}`]}
        </span>
        <span className={`${styles.status} ${styles[statusTone(post.status)]}`} data-testid="detail-status" data-status={post.status}>
          <ShieldIcon />
          {statusLabel(post.status, lang)}
        </span>
        {post.vip && <span className={styles.vip}>VIP</span>}
      </div>
      <h1 className={styles.title} data-testid="detail-title">
        {post.title}
      </h1>
      <div className={styles.price} data-testid="detail-price">
        {formatPrice(post.priceMin, post.priceMax, lm)}
      </div>
      <div className={styles.chips}>
        {chips[0] && (
          <span className={styles.chip} data-testid="detail-city">
            <PinIcon /> {chips[0]}
          </span>
        )}
        {chips[1] && <span className={styles.chip}>{chips[1]}</span>}
        {chips[2] && <span className={styles.chip}>{chips[2]}</span>}
      </div>
      <div className={styles.stats}>
        <span>
          <EyeIcon /> {lm.count(post.views)} {m.views}
        </span>
        <span>
          <HeartIcon /> {lm.count(post.favorites)} {m.favorites}
        </span>
        <span>
          <ClockIcon /> {m.posted} {date}
        </span>
      </div>
    </header>
  );
}
