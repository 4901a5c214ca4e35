import type { Access } from './access';

// Video upload endpoints carried by the envelope (slice status, file info, upload URL, failure log):
// filled by the upload issue (#4). Binary transfers (slices, pieces, /uploadMp4.php) are plain HTTP.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its issue
export interface UploadEndpoints {}

export const UPLOAD_ACCESS = {} as const satisfies Record<keyof UploadEndpoints, Access>;
