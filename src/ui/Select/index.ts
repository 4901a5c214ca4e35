export { Select } from './Select';
export type { SelectGroup, SelectOption } from './Select';
