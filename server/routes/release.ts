import type { ApiRegistry } from '../plugins/registry';

/** Release (posting) endpoints; filled by the posting issue (#4). */
export function releaseRoutes(_api: ApiRegistry): void {}
