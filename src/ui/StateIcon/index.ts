export { StateIcon } from './StateIcon';
export type { StateKind } from './StateIcon';
