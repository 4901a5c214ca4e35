import { useState } from 'react';
import type { ReactNode } from 'react';
import { RATINGS_PAGE } from '../../../protocol/appointments';
import type { Evaluation } from '../../../protocol/appointments';
import { PAGE_SIZE_MAX } from '../../../protocol/constants';
import { useLang } from '../../i18n';
import { formatDay } from '../../lib/format';
import { Button } from '../../ui/Button';
import { useQuery } from '../common/useQuery';
import { usePostAppointmentMessages } from './post-messages';
import { Stars } from './Stars';
import styles from './Appointments.module.css';
import { loadRatings, ratingsKey } from './ratings-query';

/** One rating; `children` (e.g. the post it was given on) follow its text. */
export function RatingItem({ e, children }: { e: Evaluation; children?: ReactNode }) {
  const lang = useLang();
  return (
    <li className={styles.rating} data-testid="rating">
      <div className={styles.spread}>
        <span className={styles.row}>
          <Stars value={e.stars} />
          <b>{e.author}</b>
        </span>
        <time className={styles.muted} dateTime={new Date(e.createdAt * 1000).toISOString()}>
          {formatDay(e.createdAt, lang)}
        </time>
      </div>
      {e.text && <p>{e.text}</p>}
      {children}
    </li>
  );
}

/** Ratings of a post on its detail page: average, count and the newest, more on demand. */
export function RatingsSection({ postId }: { postId: number }) {
  const m = usePostAppointmentMessages();
  const [size, setSize] = useState(RATINGS_PAGE);
  const page = useQuery(ratingsKey(postId, size), (signal) => loadRatings(postId, size, signal));
  if (page.status !== 'ok' || page.data.count === 0) return null;
  const { average, count, list } = page.data;
  return (
    <section className={styles.card} data-testid="ratings">
      <div className={styles.spread}>
        <h3>{m.ratings}</h3>
        <span className={styles.row} data-testid="ratings-summary">
          <Stars value={average ?? 0} />
          <span>{m.ratingSummary((average ?? 0).toFixed(1), count)}</span>
        </span>
      </div>
      <ul className={styles.list}>
        {list.map((e) => (
          <RatingItem key={e.id} e={e} />
        ))}
      </ul>
      {list.length < count && size < PAGE_SIZE_MAX && (
        <Button variant="ghost" size="sm" onClick={() => setSize((s) => Math.min(s + RATINGS_PAGE, PAGE_SIZE_MAX))}>
          {m.more}
        </Button>
      )}
    </section>
  );
}
