// The operator command line's logic (npm run admin -- posts …), kept beside the domain it drives so tests
// can run it against any database; scripts/admin.ts only opens the database and wires stdout/stderr.
import type { Db } from '../../db/database';
import { statusLabel } from '../release';
import { Refusal } from '../common';
import { pendingPosts, reviewPost } from './release-review';
import { REVIEW_ACTIONS } from '../../../protocol/release-transitions';
import type { ReviewAction } from '../../../protocol/release-transitions';

const USAGE = `usage: npm run admin -- posts <command>
  posts pending                          list posts waiting for review
  posts approve ID                       1 → 2 (verified, public)
  posts reject ID --reason "…"           1 → 3 (verification failed; the reason is shown to the owner)
  posts ban ID [--reason "…"]            any → 98 (banned)
  posts ban-verification ID [--reason "…"]  any → 99 (verification banned)`;

const ACTIONS: readonly ReviewAction[] = REVIEW_ACTIONS;

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
  nowS?: () => number;
}

/** Exit codes: 0 done, 1 refused (unknown post, invalid transition), 2 usage error. */
export async function runAdmin(db: Db, argv: string[], io: AdminIo): Promise<number> {
  const [area, command, idText, ...rest] = argv;
  if (area !== 'posts' || !command) {
    io.err(USAGE);
    return 2;
  }
  if (command === 'pending') {
    const rows = await pendingPosts(db);
    if (rows.length === 0) io.out('no pending posts');
    else
      io.out(
        table(
          ['id', 'kind', 'title', 'author', 'created'],
          rows.map((r) => [String(r.id), r.kind, r.title, r.author, isoTime(r.createdAt)]),
        ),
      );
    return 0;
  }
  const action = ACTIONS.find((a) => a === command);
  const id = Number(idText);
  if (!action || !idText || !Number.isInteger(id) || id < 1) {
    io.err(USAGE);
    return 2;
  }
  const reason = optionValue(rest, '--reason');
  if (reason === undefined) {
    io.err('--reason needs a value');
    return 2;
  }
  try {
    const r = await reviewPost(db, id, action, reason ?? '', io.nowS?.() ?? Math.floor(Date.now() / 1000));
    io.out(`post ${String(r.id)}: ${statusLabel(r.from)} → ${statusLabel(r.to)}`);
    return 0;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    io.err(`refused: ${err.message}`);
    return 1;
  }
}

/** null = option absent; undefined = given without a value. */
export function optionValue(args: string[], name: string): string | null | undefined {
  const i = args.indexOf(name);
  if (i < 0) return null;
  const v = args[i + 1];
  return v === undefined || v.startsWith('--') ? undefined : v;
}

export const isoTime = (s: number) => new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 16);

export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => [...(r[c] ?? '')].length)));
  const line = (cells: string[]) =>
    cells
      .map((v, c) => v + ' '.repeat((widths[c] ?? 0) - [...v].length))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}
