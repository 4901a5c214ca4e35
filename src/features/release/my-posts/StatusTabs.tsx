import { Button } from '../../../ui/Button';
import { MY_POST_TABS } from './my-post-rules';
import type { MyPostTab } from './my-post-rules';
import { useMyPostsMessages } from './messages';
import styles from './MyPosts.module.css';

export function StatusTabs({ value, onChange }: { value: MyPostTab; onChange: (t: MyPostTab) => void }) {
  const m = useMyPostsMessages();
  return (
    <div className={styles.tabs} role="tablist">
      {MY_POST_TABS.map((t) => (
        <Button
          key={t.key}
          variant="chip"
          selected={value === t.key}
          role="tab"
          aria-selected={value === t.key}
          testId={`my-posts-tab-${t.key}`}
          onClick={() => onChange(t.key)}
        >
          {m[t.key]}
        </Button>
      ))}
    </div>
  );
}
