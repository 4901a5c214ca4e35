export { Button } from './Button';
export { buttonClass } from './button-class';
