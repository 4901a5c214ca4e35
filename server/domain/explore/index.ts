export { recommend } from './recommend';
export { hotTags, searchTags, tagDetail, tagIndex } from './tags';
export { listThemes, themeDetail, themeFilters } from './themes';
export { videoFeed } from './video-feed';
