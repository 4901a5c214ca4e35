export { Field, describedBy } from './Field';
export type { FieldFrameProps } from './Field';
export { default as fieldStyles } from './Field.module.css';
