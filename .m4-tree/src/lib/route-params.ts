// Route patterns of the route table: `/details/store/:id`, `/:cityCode?/:typeCode?` … Params named in
// DIGIT_PARAMS accept digits only (spec §5), so `/details/store/abc` matches nothing and gives the 404 page.

/** Spec §2/§5 numeric params, plus ids, which are database integers everywhere in this product. */
export const DIGIT_PARAMS: ReadonlySet<string> = new Set(['cityCode', 'typeCode', 'modeCode', 'paginationCode', 'id']);

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  keys: string[];
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compilePattern(pattern: string): CompiledPattern {
  const keys: string[] = [];
  let source = '';
  for (const seg of pattern.split('/').filter(Boolean)) {
    const m = PARAM.exec(seg);
    if (!m) {
      source += '/' + escapeRegex(seg);
      continue;
    }
    const name = m[1] ?? '';
    keys.push(name);
    const body = DIGIT_PARAMS.has(name) ? '\\d{1,15}' : '[^/]+';
    source += m[2] ? `(?:/(?<${name}>${body}))?` : `/(?<${name}>${body})`;
  }
  return { pattern, regex: new RegExp(`^${source}$`), keys };
}

/** Drops trailing slashes so `/h/` and `/h` (or `/` and ``) match alike. */
export function trimPath(path: string): string {
  return path.replace(/\/+$/, '');
}

/** The params of a path matching the pattern, or null. Missing optional params are left out. */
export function matchPattern(compiled: CompiledPattern, path: string): Record<string, string> | null {
  const m = compiled.regex.exec(trimPath(path));
  if (!m) return null;
  const params: Record<string, string> = {};
  for (const k of compiled.keys) {
    const v = m.groups?.[k];
    if (v !== undefined) params[k] = v;
  }
  return params;
}

export function isDigits(value: string | undefined): value is string {
  return value !== undefined && /^\d+$/.test(value);
}

/** A digits-only param as a number; missing means 0, which the spec reads as "all". */
export function parseCodeParam(value: string | undefined): number {
  return isDigits(value) ? Number(value) : 0;
}

/** A stable key for a set of params (route name + params identifies a kept-alive screen). */
export function paramsKey(params: RouteParams): string {
  return Object.keys(params)
    .sort()
    .filter((k) => params[k] !== undefined)
    .map((k) => `${k}=${params[k] ?? ''}`)
    .join('&');
}
