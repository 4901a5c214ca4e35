export { ToastStack } from './Toast';
