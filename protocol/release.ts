import type { Access } from './access';

// Release (posting) endpoints of spec §7 and info myPost/changeStatus: filled by the posting issue (#4).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its issue
export interface ReleaseEndpoints {}

export const RELEASE_ACCESS = {} as const satisfies Record<keyof ReleaseEndpoints, Access>;
