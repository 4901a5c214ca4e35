// Desktop-form paths of the public pages (the nav helpers add /h on phones).

/** A person's public page. */
export const personPath = (userId: number) => `/user/personal-detail/${userId}`;

/** What a certification post's badge stands for. */
export const certificationPath = (postId: number) => `/user/certification-details/${postId}`;

/** A store post's page: the spec gives /user/store-detail no id segment, so the store post's id rides in `?id=`. */
export const storePath = (postId: number) => `/user/store-detail?id=${postId}`;

/** Reads `?id=` of a store page's query; 0 when missing or not a plain positive number. */
export function storeIdOf(query: string): number {
  const raw = new URLSearchParams(query).get('id') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/** Reads `?page=` of a page's query (1 when missing or invalid). */
export function pageOfQuery(query: string): number {
  const raw = new URLSearchParams(query).get('page') ?? '';
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}
