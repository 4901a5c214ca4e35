import { useState } from 'react';
import { useRouteParams, useScreenQuery } from '../../nav/screen-entry';
import { ResultNotice } from '../../features/listings/detail/ResultNotice';
import { DetailNotice } from '../../features/listings/detail/DetailNotice';
import { errorText, refusalCode } from '../../features/common/error-text';
import { pageCount } from '../../features/common/list-query';
import { Pager } from '../../features/listings/posts/Pager';
import { PostGrid } from '../../features/listings/posts/PostGrid';
import { usePersonMessages } from '../../features/public-pages/person/messages';
import { pageOfQuery, personPath } from '../../features/common/person-paths';
import { PersonHeader } from '../../features/public-pages/person/PersonHeader';
import { ReceivedRatings } from '../../features/public-pages/person/ReceivedRatings';
import { usePerson, usePersonPosts, usePersonRatings } from '../../features/public-pages/person/usePerson';
import { ReportPersonButton } from '../../features/public-pages/report/ReportPersonButton';
import { useUser } from '../../state/user';
import styles from './PublicPage.module.css';

const RATINGS_STEP = 5;

/** /user/personal-detail/{id}: a publisher's public page — who they are, their posts, the ratings they got. */
export function PersonalDetailScreen() {
  const m = usePersonMessages();
  const id = Number(useRouteParams<'id'>().id ?? 0) || null;
  const page = pageOfQuery(useScreenQuery());
  const [ratingsSize, setRatingsSize] = useState(RATINGS_STEP);
  const person = usePerson(id);
  const posts = usePersonPosts(person.status === 'ok' ? id : null, page);
  const ratings = usePersonRatings(person.status === 'ok' ? id : null, ratingsSize);
  const me = useUser().u?.id ?? null;

  if (person.status === 'error' && refusalCode(person.error) === 'user.banned') {
    // The operator's reason, not a generic failure: the page was public and people will ask what happened.
    return (
      <DetailNotice
        testId="person-banned"
        kind="empty"
        title={m.bannedTitle}
        hint={errorText(person.error, m.bannedTitle)}
        action={{ label: m.backHome, to: '/' }}
      />
    );
  }
  if (!id || person.status === 'error') return <ResultNotice result={person} missing={!id} texts={m} testId="person" />;
  if (person.status === 'loading')
    return <div className={styles.screen} aria-busy="true" data-testid="person-loading" />;
  const summary = ratings.data && ratings.data.count > 0 ? ratings.data : null;
  return (
    <div className={styles.screen} data-testid="person-screen">
      <PersonHeader
        person={person.data}
        ratingLine={summary ? m.ratingSummary((summary.average ?? 0).toFixed(1), summary.count) : undefined}
      />
      {me !== id && (
        <div className={styles.actions}>
          <ReportPersonButton personId={id} returnTo={personPath(id)} />
        </div>
      )}
      <section className={styles.posts} data-testid="person-posts">
        <h2 className={styles.title}>{m.postsTitle}</h2>
        <PostGrid result={posts} emptyTitle={m.noPosts} emptyHint={m.noPostsHint} />
        {posts.data && posts.data.total > posts.data.pageSize && (
          <Pager
            page={page}
            pages={pageCount(posts.data.total, posts.data.pageSize)}
            total={posts.data.total}
            pathFor={(p) => `${personPath(id)}${p > 1 ? `?page=${p}` : ''}`}
          />
        )}
      </section>
      <ReceivedRatings result={ratings} onMore={() => setRatingsSize((s) => s + RATINGS_STEP)} />
    </div>
  );
}
