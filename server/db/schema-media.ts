// Tables added by the media migration; merged into Database in schema.ts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its issue
export interface MediaTables {}
