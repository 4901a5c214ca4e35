import { openRequest } from '../../../protocol/envelope';
import type { EnvelopeCipher } from '../../../protocol/envelope';

export interface ApiRequestRecord {
  url: string;
  method: string;
  contentType: string;
  body: string;
  atS: number;
}

const FIELDS = ['client', 'data', 'sign', 'timestamp'];

/** Plaintext values worth looking for in a body: long enough that base64 cannot hold them by chance. */
function distinctiveValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.length >= 6) out.push(value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.length >= 6) out.push(k);
      distinctiveValues(v, out);
    }
  }
  return out;
}

/**
 * One API request as the wire contract (DESIGN §2) wants it: a POST form with exactly client, data, sign and
 * timestamp, sealed under the server's keys, whose body never shows the payload in plain text.
 * @returns the problems found, empty when the request is fine.
 */
export async function checkApiRequest(cipher: EnvelopeCipher, req: ApiRequestRecord): Promise<string[]> {
  const where = `${req.method} ${new URL(req.url).pathname}`;
  const problems: string[] = [];
  if (req.method !== 'POST') problems.push(`${where}: method is not POST`);
  if (!req.contentType.startsWith('application/x-www-form-urlencoded'))
    problems.push(`${where}: content-type ${req.contentType}`);
  const form = Object.fromEntries(new URLSearchParams(req.body));
  const keys = Object.keys(form).sort();
  if (keys.join() !== [...FIELDS].sort().join()) problems.push(`${where}: form fields are ${keys.join(',')}`);
  let payload: Record<string, unknown>;
  try {
    payload = await openRequest(cipher, form, req.atS);
  } catch (err) {
    return [...problems, `${where}: not a valid envelope (${String(err)})`];
  }
  const decoded = decodeURIComponent(req.body);
  if (decoded.includes('{') || decoded.includes('"')) problems.push(`${where}: body contains JSON text`);
  for (const value of distinctiveValues(payload)) {
    if (req.body.includes(value) || decoded.includes(value))
      problems.push(`${where}: body shows plaintext ${JSON.stringify(value)}`);
  }
  if (payload.oauth_type === undefined || payload.version === undefined)
    problems.push(`${where}: payload lacks the common fields`);
  return problems;
}

/** A 200 reply body is base64 ciphertext, never readable JSON. */
export function checkApiReply(url: string, status: number, body: string): string[] {
  if (status !== 200) return [];
  return /^[A-Za-z0-9+/]+={0,2}$/.test(body.trim())
    ? []
    : [`${new URL(url).pathname}: reply body is not base64 (${body.slice(0, 60)})`];
}
