import { z } from 'zod';
import { globalConfig } from '../domain/listings/catalog';
import type { UploadKeys } from '../domain/listings/catalog';
import type { MessagingConfig } from '../domain/listings/messaging-config';
import { adsBySlot, buyNotices, recordAdClick } from '../domain/listings/ads';
import { viewerKey } from '../domain/listings/post-views';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';

// Spec §7: `code` and `c` of the page query are channel parameters, echoed as `channel`; an invite code only
// ever comes from the register form's invite field.
const channel = z.string().max(64).optional();

export function homeRoutes(api: ApiRegistry, deps: { keys: UploadKeys; messaging: MessagingConfig | null }): void {
  api
    .add('/api/home/config', {
      schema: z.object({ code: channel, c: channel }),
      handler: async (q) => globalConfig(deps.keys, q, deps.messaging),
    })
    .add('/api/home/getAds', { schema: empty(), handler: async (_, { db, nowS }) => adsBySlot(db, nowS) })
    .add('/api/home/adsClick', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, { db, caller, ip, nowS }) => {
        await recordAdClick(db, id, viewerKey(caller, ip), nowS);
        return null;
      },
    })
    .add('/api/home/buyNotice', { schema: empty(), handler: async (_, { db }) => buyNotices(db) });
}
