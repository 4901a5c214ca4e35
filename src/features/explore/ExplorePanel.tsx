import { PostGrid } from '../listings/posts/PostGrid';
import { HotTags } from './HotTags';
import { useExploreMessages } from './messages';
import { ThemeList } from './ThemeList';
import { useRecommended } from './useExplore';
import styles from './Explore.module.css';

/** What the search tab shows before a query: hot tags, themes and recommended posts, in the chosen city. */
export function ExplorePanel({ cityCode }: { cityCode: number }) {
  const m = useExploreMessages();
  const recommended = useRecommended(cityCode);
  return (
    <>
      <HotTags cityCode={cityCode} />
      <ThemeList cityCode={cityCode} />
      <section className={styles.section} data-testid="recommended">
        <header className={styles.head}>
          <h3>{m.recommended}</h3>
        </header>
        <PostGrid result={recommended} emptyTitle={m.noPosts} emptyHint={m.noPostsHint} />
      </section>
    </>
  );
}
