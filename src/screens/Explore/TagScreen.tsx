import { useRouteParams, useScreenQuery } from '../../nav/screen-entry';
import { ExplorePosts } from '../../features/explore/ExplorePosts';
import { explorePageState, tagNameFromParams, tagPath } from '../../features/common/explore-paths';
import { useExploreMessages } from '../../features/explore/messages';
import { postsOf, useTagPage } from '../../features/explore/useExplore';
import { useLocale } from '../../state/locale';
import styles from './ExplorePostsScreen.module.css';

/** /explore/tag/:name/:page?city&sort — the posts carrying one tag. */
export function TagScreen() {
  const m = useExploreMessages();
  const { lang } = useLocale();
  const params = useRouteParams();
  const name = tagNameFromParams(params);
  const state = explorePageState(params, useScreenQuery());
  const result = useTagPage(name, state);
  const tag = result.data?.tag;
  return (
    <div className={styles.screen} data-testid="tag-screen">
      <header className={styles.head}>
        <h1>{m.tagTitle(tag && lang === 'en' ? tag.nameEn : name)}</h1>
        {tag && <p>{m.posts(tag.count)}</p>}
      </header>
      <ExplorePosts state={state} pathFor={(s) => tagPath(name, s)} posts={postsOf(result)} />
    </div>
  );
}
