export { Pagination } from './Pagination';
export type { PaginationLabels } from './Pagination';
