export { Button, ButtonLink } from './Button';
export type { ButtonLinkProps, ButtonProps } from './Button';
export { buttonClass } from './button-class';
export type { ButtonLook, ButtonSize, ButtonVariant } from './button-class';
