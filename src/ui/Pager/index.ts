export { Pager } from './Pager';
export type { PagerLabels } from './Pager';
