export { Skeleton, SkeletonRows } from './Skeleton';
