/** A page of a member's own list: 1-based, 20 rows unless the caller asks otherwise. */
export interface Paging {
  page?: number;
  pageSize?: number;
}

const PAGE_SIZE = 20;

export function pageOf(p: Paging): { page: number; pageSize: number; offset: number } {
  const page = p.page ?? 1;
  const pageSize = p.pageSize ?? PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
