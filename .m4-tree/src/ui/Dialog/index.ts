export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
