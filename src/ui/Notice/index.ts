export { Notice } from './Notice';
