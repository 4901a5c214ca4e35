import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { EncryptedImage } from '../../media/EncryptedImage';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import type { AdInput, AdRow } from '../../../../protocol/console-content';
import { AdForm, BLANK_AD, slotLabel } from './AdForm';
import { useConsoleData } from '../useConsoleData';
import { useContentMessages } from './messages';
import styles from '../ConsoleContent.module.css';
import { useConsoleTime } from '../useConsoleTime';

function phase(ad: AdRow, nowS: number): 'inactive' | 'scheduled' | 'ended' | 'live' {
  if (!ad.active) return 'inactive';
  if (ad.startsAt !== null && ad.startsAt > nowS) return 'scheduled';
  if (ad.endsAt !== null && ad.endsAt <= nowS) return 'ended';
  return 'live';
}

/** Every ad by slot and order, with its window, state and clicks; one form for new and edited ads. */
export function AdsEditor() {
  const m = useContentMessages();
  const when = useConsoleTime();
  // The phases are judged at the moment the list arrived.
  const fetch = useCallback(
    async (signal: AbortSignal) => ({
      ads: await request('/api/admin/adList', {}, { signal, background: true }),
      nowS: Math.floor(Date.now() / 1000),
    }),
    [],
  );
  const { data, error, reload } = useConsoleData(fetch, m.loadFailed);
  const [editing, setEditing] = useState<AdInput | null>(null);

  if (error && !data)
    return (
      <EmptyState kind="error" title={m.loadFailed} text={error} action={<Button onClick={reload}>{m.retry}</Button>} />
    );
  if (!data) return <Spinner label={m.loadFailed} />;
  return (
    <section className={styles.panel}>
      {editing ? (
        <AdForm
          key={editing.id ?? 'new'}
          initial={editing}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={styles.toolbar}>
          <Button onClick={() => setEditing(BLANK_AD)} testId="ad-new">
            {m.newAd}
          </Button>
        </div>
      )}
      {data.ads.length === 0 ? (
        <EmptyState title={m.noAds} />
      ) : (
        <table className={styles.table} data-testid="ads-table">
          <thead>
            <tr>
              <th>{m.image}</th>
              <th>{m.title}</th>
              <th>{m.slot}</th>
              <th>{m.link}</th>
              <th>{m.startsAt}</th>
              <th>{m.endsAt}</th>
              <th>{m.clicks}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.ads.map((ad) => {
              const p = phase(ad, data.nowS);
              return (
                <tr key={ad.id} data-testid={`ad-row-${String(ad.id)}`}>
                  <td className={styles.thumb}>
                    <EncryptedImage src={ad.image} alt={ad.title} ratio={2.5} />
                  </td>
                  <td>
                    {ad.title} <Badge tone={p === 'live' ? 'success' : 'neutral'}>{m[p]}</Badge>
                  </td>
                  <td>
                    {slotLabel(m, ad.slot)} · {ad.sort}
                  </td>
                  <td>
                    {ad.type === 2 ? m.inApp : m.newWindow}
                    <br />
                    <span className={styles.muted}>{ad.url}</span>
                  </td>
                  <td>{when(ad.startsAt, m.noBound)}</td>
                  <td>{when(ad.endsAt, m.noBound)}</td>
                  <td>{ad.clicks}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(ad)}>
                      {m.edit}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
