import { POST_STATUS } from '../../../../protocol/status';
import type { PostDetail } from '../../../../protocol/types';
import { isCertified, statusLabel, statusTone } from '../../../lib/status-label';
import { formatDay } from '../../../lib/format';
import { AppLink } from '../../../nav/AppLink';
import { Badge } from '../../../ui/Badge';
import { certificationPath } from '../../common/person-paths';
import { Notice } from '../../../ui/Notice';
import { KIND_TONE, STATUS_BADGE_TONE } from '../../common/kind-tone';
import { formatPrice } from '../../common/price';
import { usePostWords } from '../../common/messages';
import { FavoriteButton } from '../../people/favorites/FavoriteButton';
import { ClockIcon, EyeIcon, PinIcon, ShieldIcon } from '../../common/icons';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

type OwnerHint = 'pending' | 'refused' | 'hidden' | 'sold' | 'other';

function statusHint(status: number): OwnerHint {
  if (status === POST_STATUS.PENDING || status === POST_STATUS.PROCESSING) return 'pending';
  if (status === POST_STATUS.FAILED) return 'refused';
  if (status === POST_STATUS.SOLD) return 'sold';
  if (status === POST_STATUS.TAKEN_DOWN || status === POST_STATUS.DELETED || status === POST_STATUS.EXPIRED)
    return 'hidden';
  return 'other';
}

/** Kind, status, VIP, title, price, taxonomy chips and counters. */
export function DetailHeader({ post }: { post: PostDetail }) {
  const m = useDetailMessages();
  const lm = usePostWords();
  const { names, lang } = useTaxonomy();
  const chips = [names.city.get(post.cityCode), names.type.get(post.typeCode), names.mode.get(post.modeCode)];
  const date = formatDay(post.createdAt, lang);
  return (
    <header className={styles.header}>
      <div className={styles.badges}>
        <Badge look="outline" tone={KIND_TONE[post.kind]} testId="detail-kind" data-kind={post.kind}>
          {lm[`kind_${post.kind}`]}
        </Badge>
        {post.owner ? (
          <Badge
            tone={STATUS_BADGE_TONE[statusTone(post.status)]}
            icon={<ShieldIcon />}
            testId="detail-status"
            data-status={post.status}
          >
            {statusLabel(post.status, lang, post.kind)}
          </Badge>
        ) : (
          isCertified(post) && (
            <AppLink to={certificationPath(post.id)} className={styles.certLink} data-testid="detail-certified-link">
              <Badge tone={STATUS_BADGE_TONE.ok} icon={<ShieldIcon />} testId="detail-certified">
                {m.certified}
              </Badge>
            </AppLink>
          )
        )}
        {post.vip && <Badge tone="gold">VIP</Badge>}
      </div>
      {!post.owner && post.status === POST_STATUS.SOLD && (
        <Notice tone="warning" title={m.sold} role="status" testId="detail-sold">
          {' '}
          {m.soldHint}
        </Notice>
      )}
      {post.owner && post.status !== POST_STATUS.VERIFIED && (
        <Notice
          tone={post.status === POST_STATUS.PENDING ? 'info' : 'warning'}
          title={statusLabel(post.status, lang, post.kind)}
          role="status"
          testId="detail-owner-note"
        >
          {' '}
          {m[`ownerHint_${statusHint(post.status)}`]}
          {post.statusReason && (
            <span className={styles.ownerReason}>
              {m.reason}
              {post.statusReason}
            </span>
          )}
        </Notice>
      )}
      <h1 className={styles.title} data-testid="detail-title">
        {post.title}
      </h1>
      <div className={styles.priceRow}>
        <div className={styles.price} data-testid="detail-price">
          {formatPrice(post.priceMin, post.priceMax, lm)}
        </div>
        <FavoriteButton postId={post.id} count={post.favorites} look="page" />
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
        <span data-testid="detail-views" data-views={post.views}>
          <EyeIcon /> {lm.count(post.views)} {m.views}
        </span>
        <span>
          <ClockIcon /> {m.posted} {date}
        </span>
        {post.ratingAvg !== null && (
          <span className={styles.rating} data-testid="detail-rating">
            ★ {post.ratingAvg.toFixed(1)} · {m.ratings(post.ratingCount)}
          </span>
        )}
      </div>
    </header>
  );
}
