export { certificateRefusal, changeOwnStatus, deletePost, getTags, KINDS, myPosts } from './owner';
export { duplicateHints } from './post-duplicates';
export { changePostStatus, statusLabel } from './post-status';
export { POSTING_LIMITS } from './posting-limits';
export { createPost, editPost, loadForEdit } from './release';
