// The build check's files (spec §7 "Build check"): written by the client build into the served folder,
// read by the running client every BUILD_CHECK_MS. Paths are relative to the site's root.

export const BUILDS_DIR = 'builds';

/** Which build the server serves now; fetched with a timestamp query so no cache answers for it. */
export interface BuildLatest {
  id: string;
  /** Unix milliseconds. */
  builtAt: number;
}

/** One build's metadata: where each route's payload file is (a root path, by route name). */
export interface BuildMeta extends BuildLatest {
  routes: Record<string, string>;
}

/** What one route's screen needs beyond the entry: its chunks and styles, as root paths. */
export interface RoutePayload {
  id: string;
  route: string;
  files: string[];
}

export const latestBuildPath = () => `${BUILDS_DIR}/latest.json`;
export const buildMetaPath = (id: string) => `${BUILDS_DIR}/meta/${id}.json`;
export const routePayloadPath = (id: string, route: string) => `${BUILDS_DIR}/${id}/${route}.json`;

/** A build id as the server and the build derive it: 16 lowercase hex (anything else is not fetched). */
export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);
}
