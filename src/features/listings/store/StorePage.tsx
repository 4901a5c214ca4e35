import type { PostDetail } from '../../../../protocol/types';
import { AppLink } from '../../../nav/AppLink';
import { buttonClass } from '../../../ui/Button';
import { ContactCard } from '../detail/ContactCard';
import { UnlockContactCard } from '../detail/UnlockContactCard';
import { VipLockCard } from '../detail/VipLockCard';
import { detailPath } from '../../common/post-paths';
import { PostGrid } from '../posts/PostGrid';
import { EncryptedImage } from '../../media/EncryptedImage';
import { Avatar } from '../../public-pages/person/Avatar';
import { personPath, storePath } from '../../common/person-paths';
import { POST_STATUS } from '../../../../protocol/status';
import { request } from '../../../api/request';
import { useQuery } from '../../common/useQuery';
import { ReportButton } from '../../public-pages/report/ReportButton';
import { ShareButton } from '../../public-pages/share/ShareButton';
import { ClockIcon, MapIcon, PinIcon } from '../../common/icons';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { mapSearchUrl } from './map-link';
import { useStoreMessages } from './messages';
import personStyles from '../../public-pages/person/Person.module.css';
import styles from './Store.module.css';

const MORE = 6;

/**
 * A store: its picture, hours, address with a map link, the contact as the unlock rules allow, and the store's
 * other posts (its owner's store posts in its city; their other posts are on their own page).
 */
export function StorePage({ post, onUnlocked }: { post: PostDetail; onUnlocked: () => void }) {
  const m = useStoreMessages();
  const { names, taxonomy } = useTaxonomy();
  const city = taxonomy?.cities.find((c) => c.code === post.cityCode);
  const cityName = names.city.get(post.cityCode) ?? '';
  const returnTo = storePath(post.id);
  // Only a public store has a list beside it; its owner previewing it unpublished sees none.
  const listed = post.status === POST_STATUS.VERIFIED;
  const more = useQuery(listed ? `store-posts:${post.id}` : null, (signal) =>
    request('/api/info/storePosts', { id: post.id, pageSize: MORE }, { signal }),
  );
  return (
    <article className={styles.page} data-testid="store-page">
      <div className={styles.cover}>
        <EncryptedImage
          src={post.images[0] ?? post.cover}
          alt={post.title}
          className={styles.coverImg}
          ratio={16 / 9}
        />
      </div>
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="store-title">
          {post.title}
        </h1>
        <div className={styles.actions}>
          <ShareButton url={`${location.origin}${storePath(post.id)}`} title={post.title} />
          <ReportButton postId={post.id} returnTo={returnTo} />
        </div>
      </header>
      <section className={personStyles.section}>
        <dl className={styles.rows}>
          <div>
            <dt>
              <ClockIcon /> {m.hours}
            </dt>
            <dd data-testid="store-hours">{post.hours || m.noHours}</dd>
          </div>
          <div>
            <dt>
              <PinIcon /> {m.address}
            </dt>
            <dd data-testid="store-address">
              {post.address ? `${cityName} ${post.address}` : m.noAddress}
              {post.address && (
                <a
                  className={styles.map}
                  href={mapSearchUrl(post.address, cityName, city?.abroad ?? false)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="store-map"
                >
                  <MapIcon /> {m.openMap}
                </a>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.contact}>
        {post.locked && <VipLockCard />}
        {post.locked && post.contact === null ? (
          <UnlockContactCard postId={post.id} returnTo={returnTo} onUnlocked={onUnlocked} />
        ) : (
          <ContactCard contact={post.contact} returnTo={returnTo} />
        )}
      </section>
      <section className={personStyles.section}>
        <span className={styles.label}>{m.owner}</span>
        <AppLink to={personPath(post.author.id)} className={styles.owner} data-testid="store-owner">
          <Avatar name={post.author.nickname} src={post.author.avatar} />
          <b>{post.author.nickname}</b>
        </AppLink>
      </section>
      <AppLink to={detailPath('store', post.id)} className={buttonClass({ variant: 'accent', block: true })}>
        {m.fullPost}
      </AppLink>
      {listed && (
        <section className={styles.more} data-testid="store-more">
          <h2>{m.more}</h2>
          <PostGrid result={more} emptyTitle={m.noMore} />
        </section>
      )}
    </article>
  );
}
