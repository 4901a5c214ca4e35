export { Pager } from './Pager';
export type { PagerLabels, PagerLinkProps } from './Pager';
