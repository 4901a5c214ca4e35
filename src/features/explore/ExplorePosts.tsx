import type { Page, PostCard } from '../../../protocol/types';
import { go } from '../../nav/nav';
import { Select } from '../../ui/Select';
import { pageCount } from '../common/list-query';
import { Pager } from '../listings/posts/Pager';
import { PostGrid } from '../listings/posts/PostGrid';
import type { QueryState } from '../common/useQuery';
import { usePostWords } from '../common/messages';
import { cityGroups } from '../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../common/taxonomy/useTaxonomy';
import type { ExplorePageState } from '../common/explore-paths';
import { useExploreMessages } from './messages';
import { SortSelect } from '../common/SortSelect';
import styles from './Explore.module.css';

interface Props {
  state: ExplorePageState;
  pathFor: (s: ExplorePageState) => string;
  posts: QueryState<Page<PostCard>> & { reload: () => void };
}

/** A tag's or theme's posts with their city and order (kept in the URL) and paging. */
export function ExplorePosts({ state, pathFor, posts }: Props) {
  const m = useExploreMessages();
  const s = usePostWords();
  const { taxonomy, lang } = useTaxonomy();
  const set = (patch: Partial<ExplorePageState>) => go(pathFor({ ...state, ...patch, page: 1 }));
  const data = posts.data;
  return (
    <>
      <div className={styles.tools}>
        <Select
          look="compact"
          label={s.city}
          value={String(state.cityCode)}
          active={state.cityCode !== 0}
          onChange={(v) => set({ cityCode: Number(v) || 0 })}
          options={[{ value: '0', label: s.allCities }]}
          groups={cityGroups(taxonomy?.cities, lang, s)}
          testId="explore-city"
        />
        <SortSelect value={state.sort} onChange={(sort) => set({ sort })} />
      </div>
      <PostGrid result={posts} emptyTitle={m.noPosts} emptyHint={m.noPostsHint} />
      {data && data.list.length > 0 && (
        <Pager
          page={state.page}
          pages={pageCount(data.total, data.pageSize)}
          total={data.total}
          pathFor={(page) => pathFor({ ...state, page })}
        />
      )}
    </>
  );
}
