export { ToastStack } from './Toast';
export type { ToastView } from './Toast';
