export { Spinner } from './Spinner';
