import { AppLink } from '../../../nav/AppLink';
import { Pager as KitPager } from '../../../ui/Pager';
import type { PagerLabels } from '../../../ui/Pager';
import { useListingMessages } from './messages';

interface Props {
  page: number;
  pages: number;
  total?: number;
  /** Desktop path of a page (the route carries the page number). */
  pathFor: (page: number) => string;
}

/** The kit's pager over listing routes: pages are links, so the URL stays the state. */
export function Pager({ page, pages, total, pathFor }: Props) {
  const m = useListingMessages();
  const labels: PagerLabels = { prev: m.prev, next: m.next, nav: m.pagination, total: m.total };
  return (
    <KitPager
      page={page}
      pages={pages}
      total={total}
      labels={labels}
      renderLink={(p, props) => <AppLink to={pathFor(p)} {...props} />}
    />
  );
}
