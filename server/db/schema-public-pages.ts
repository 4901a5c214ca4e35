import type { Generated } from 'kysely';

// Tables and columns added by the public-pages migration of 2026-11-26-020 (points for nearby posts, reports
// of fake posts); the columns merge into schema.ts's tables by interface augmentation.

declare module './schema' {
  interface CityTable {
    /** The city's centre in degrees, or null when unknown (its posts then have no distance). */
    lat: number | null;
    lng: number | null;
  }
  interface PostTable {
    /** The post's own point in degrees; null = its city's centre. */
    lat: number | null;
    lng: number | null;
  }
  interface UserTable {
    /** The point the user shared from their device (rounded), or null = the centre of area_code. */
    area_lat: number | null;
    area_lng: number | null;
  }
}

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

/** A person's report that a post is fake or broken; operators work through the open ones. */
export interface PostReportTable {
  id: Generated<number>;
  post_id: number;
  reporter_id: number;
  /** One of REPORT_REASONS (protocol/public-pages.ts). */
  reason: string;
  note: Generated<string>;
  status: Generated<ReportStatus>;
  created_at: number;
  handled_by: number | null;
  handled_at: number | null;
  resolution: string | null;
}

export interface PublicTables {
  post_reports: PostReportTable;
}
