import { useRouteParams, useScreenQuery } from '../../nav/screen-entry';
import { ExplorePosts } from '../../features/explore/ExplorePosts';
import { explorePageState, themePath } from '../../features/common/explore-paths';
import { useExploreMessages } from '../../features/explore/messages';
import { postsOf, useThemePage } from '../../features/explore/useExplore';
import { useLocale } from '../../state/locale';
import styles from './ExplorePostsScreen.module.css';

/** /explore/theme/:id/:page?city&sort — one curated collection. */
export function ThemeScreen() {
  const m = useExploreMessages();
  const { lang } = useLocale();
  const params = useRouteParams();
  const id = Number(params.id);
  const state = explorePageState(params, useScreenQuery());
  const result = useThemePage(id, state);
  const theme = result.data?.theme;
  return (
    <div className={styles.screen} data-testid="theme-screen">
      <header className={styles.head}>
        <h1>{theme ? (lang === 'en' ? theme.titleEn : theme.title) : '\u00a0'}</h1>
        {theme && (
          <p>
            {lang === 'en' ? theme.introEn : theme.intro} · {m.posts(theme.count)}
          </p>
        )}
      </header>
      <ExplorePosts state={state} pathFor={(s) => themePath(id, s)} posts={postsOf(result)} />
    </div>
  );
}
