import { useState } from 'react';
import { Button } from '../../ui/Button';
import { TagIcon } from '../common/icons';
import { useExploreMessages } from './messages';
import { TagChips } from './TagChips';
import { useHotTags, useTagIndex } from './useExplore';
import styles from './Explore.module.css';

/** The hot tags, and the whole tag index on demand. Silent while loading or when there are none. */
export function HotTags({ cityCode }: { cityCode: number }) {
  const m = useExploreMessages();
  const [all, setAll] = useState(false);
  const hot = useHotTags(cityCode);
  const index = useTagIndex(cityCode, all);
  // A hot tag with nothing to show in the chosen city only leads to an empty page.
  const list = all && index.data ? index.data.list : hot.data?.filter((t) => t.count > 0);
  if (!list?.length) return null;
  return (
    <section className={styles.section} data-testid="hot-tags">
      <header className={styles.head}>
        <h3>
          <TagIcon /> {all ? m.allTags : m.hotTags}
        </h3>
        <Button variant="ghost" size="sm" onClick={() => setAll(!all)} testId="all-tags">
          {all ? m.fewerTags : m.allTags}
        </Button>
      </header>
      <TagChips list={list} />
    </section>
  );
}
