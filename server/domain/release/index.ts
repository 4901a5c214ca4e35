export { appealPost } from './appeal';
export { banReasons } from './ban-facts';
export { certificateRefusal, changeOwnStatus, deletePost, getTags, KINDS, myPosts } from './owner';
export { duplicateHints } from './post-duplicates';
export { BANNED_STATUSES, changePostStatus, statusLabel } from './post-status';
export { DEFAULT_POST_LIFE, markSold, postLifeConfigFrom, renewPost, sweepPostLife } from './post-life';
export type { PostLifeConfig } from './post-life';
export { POSTING_LIMITS } from './posting-limits';
export { createPost, editPost, loadForEdit } from './release';
