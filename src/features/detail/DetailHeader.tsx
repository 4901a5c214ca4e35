import { POST_STATUS } from '../../../protocol/status';
import type { PostDetail } from '../../../protocol/types';
import { shortenNumber } from '../../lib/format';
import { isCertified, statusLabel, statusTone } from '../../lib/status-label';
import { formatPrice } from '../listing/price';
import { useListingMessages } from '../listing/messages';
import { ClockIcon, EyeIcon, HeartIcon, PinIcon, ShieldIcon } from '../shared/icons';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

type OwnerHint = 'pending' | 'refused' | 'hidden' | 'other';

function statusHint(status: number): OwnerHint {
  if (status === POST_STATUS.PENDING || status === POST_STATUS.PROCESSING) return 'pending';
  if (status === POST_STATUS.FAILED) return 'refused';
  if (status === POST_STATUS.TAKEN_DOWN || status === POST_STATUS.DELETED) return 'hidden';
  return 'other';
}

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
        {post.owner ? (
          <span className={`${styles.status} ${styles[statusTone(post.status)]}`} data-testid="detail-status" data-status={post.status}>
            <ShieldIcon />
            {statusLabel(post.status, lang, post.kind)}
          </span>
        ) : (
          isCertified(post) && (
            <span className={`${styles.status} ${styles.ok}`} data-testid="detail-certified">
              <ShieldIcon />
              {m.certified}
            </span>
          )
        )}
        {post.vip && <span className={styles.vip}>VIP</span>}
      </div>
      {post.owner && post.status !== POST_STATUS.VERIFIED && (
        <p className={styles.ownerNote} role="status" data-testid="detail-owner-note">
          <strong>{statusLabel(post.status, lang, post.kind)}</strong> {m[`ownerHint_${statusHint(post.status)}`]}
          {post.statusReason && (
            <span className={styles.ownerReason}>
              {m.reason}
              {post.statusReason}
            </span>
          )}
        </p>
      )}
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
          <EyeIcon /> {shortenNumber(post.views)} {m.views}
        </span>
        <span>
          <HeartIcon /> {shortenNumber(post.favorites)} {m.favorites}
        </span>
        <span>
          <ClockIcon /> {m.posted} {date}
        </span>
      </div>
    </header>
  );
}
