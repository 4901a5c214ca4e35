export { SkeletonRows } from './Skeleton';
