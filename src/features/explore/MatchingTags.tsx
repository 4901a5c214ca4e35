import { useExploreMessages } from './messages';
import { TagChips } from './TagChips';
import { useMatchingTags } from './useExplore';
import styles from './Explore.module.css';

/** Tags whose name holds the searched keyword, above its results; nothing when none match. */
export function MatchingTags({ keyword, cityCode }: { keyword: string; cityCode: number }) {
  const m = useExploreMessages();
  const tags = useMatchingTags(keyword, cityCode);
  if (!tags.data?.length) return null;
  return (
    <section className={styles.section} data-testid="matching-tags">
      <header className={styles.head}>
        <h3>{m.matchingTags}</h3>
      </header>
      <TagChips list={tags.data} />
    </section>
  );
}
