import type { FormDraft } from './draft';

/** What every section of the release form gets: the draft, a patcher, and the shown error of a field. */
export interface FieldProps {
  draft: FormDraft;
  set: (patch: Partial<FormDraft>) => void;
  errorOf: (field: string) => string | undefined;
}
