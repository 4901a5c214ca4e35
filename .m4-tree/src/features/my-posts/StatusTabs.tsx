import { MY_POST_TABS } from './my-post-rules';
import type { MyPostTab } from './my-post-rules';
import { useMyPostsMessages } from './messages';
import styles from './MyPosts.module.css';

export function StatusTabs({ value, onChange }: { value: MyPostTab; onChange: (t: MyPostTab) => void }) {
  const m = useMyPostsMessages();
  return (
    <div className={styles.tabs} role="tablist">
      {MY_POST_TABS.map((t) => (
        <button key={t.key} type="button" role="tab" aria-selected={value === t.key} className={styles.tab} data-testid={`my-posts-tab-${t.key}`} onClick={() => onChange(t.key)}>
          {m[t.key]}
        </button>
      ))}
    </div>
  );
}
