import { useRef, useState } from 'react';
import { request } from '../../../api/request';
import { useQuery } from '../../common/useQuery';
import { useViewportPlace } from '../../media/near-viewport';
import { VirtualPostGrid } from '../posts/VirtualPostGrid';

/**
 * Posts of the same city and type, asked for only once the section nears the viewport: the detail page's
 * first paint waits for nothing of it. Nothing shows when there are none or the call fails.
 */
export function SimilarPosts({ postId, title, className }: { postId: number; title: string; className?: string }) {
  const box = useRef<HTMLElement>(null);
  const place = useViewportPlace(box);
  // Once near, it stays asked for: scrolling back up does not drop what was loaded.
  const [wanted, setWanted] = useState(false);
  if (place !== 'far' && !wanted) setWanted(true);
  const result = useQuery(wanted ? `similar:${postId}` : null, (signal) =>
    request('/api/info/similar', { id: postId }, { signal, background: true }),
  );
  const posts = result.status === 'ok' ? result.data : [];
  return (
    <section ref={box} className={className} data-testid="similar-posts" aria-label={title}>
      {posts.length > 0 && (
        <>
          <h2>{title}</h2>
          <VirtualPostGrid posts={posts} />
        </>
      )}
    </section>
  );
}
