// The operators' side of notices and feedback on the command line (npm run admin -- notices|feedback …).
import type { Db } from '../../db/database';
import { broadcastNotice } from '../people';
import type { AdminIo } from './release-admin';
import { isoTime, optionValue, table } from './release-admin';

const USAGE = `usage: npm run admin -- notices|feedback <command>
  notices broadcast --title "…" --body "…" [--title-en "…" --body-en "…"]
                                              a system notice to every user (Chinese, English)
  feedback open                               feedback waiting for an operator, oldest first
  feedback close ID                           mark one as handled`;

const TITLE_MAX = 60;
const BODY_MAX = 1000;

async function notices(db: Db, args: string[], io: AdminIo, nowS: number): Promise<number> {
  const title = optionValue(args, '--title')?.trim();
  const body = optionValue(args, '--body')?.trim();
  const titleEn = optionValue(args, '--title-en')?.trim() ?? '';
  const bodyEn = optionValue(args, '--body-en')?.trim() ?? '';
  const long =
    [title, titleEn].some((t) => (t?.length ?? 0) > TITLE_MAX) ||
    [body, bodyEn].some((b) => (b?.length ?? 0) > BODY_MAX);
  if (args[0] !== 'broadcast' || !title || !body || long) {
    io.err(USAGE);
    return 2;
  }
  const id = await broadcastNotice(db, { title, body, titleEn, bodyEn }, nowS);
  io.out(`notice ${String(id)} sent to everyone`);
  return 0;
}

async function feedback(db: Db, args: string[], io: AdminIo): Promise<number> {
  if (args[0] === 'open') {
    const rows = await db
      .selectFrom('feedback as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.id', 'u.username', 'f.category', 'f.text', 'f.contact', 'f.created_at'])
      .where('f.status', '=', 'open')
      .orderBy('f.id')
      .execute();
    if (rows.length === 0) io.out('no open feedback');
    else {
      const cells = rows.map((r) => [
        String(r.id),
        r.username,
        r.category,
        r.text.replace(/\s+/g, ' '),
        r.contact,
        isoTime(r.created_at),
      ]);
      io.out(table(['id', 'user', 'category', 'text', 'contact', 'sent'], cells));
    }
    return 0;
  }
  const id = Number(args[1]);
  if (args[0] !== 'close' || !Number.isInteger(id) || id < 1) {
    io.err(USAGE);
    return 2;
  }
  const res = await db
    .updateTable('feedback')
    .set({ status: 'closed' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    io.err(`refused: feedback ${String(id)} is not open`);
    return 1;
  }
  io.out(`feedback ${String(id)} closed`);
  return 0;
}

/** Exit codes: 0 done, 1 refused, 2 usage error; null when the area is not notices or feedback. */
export async function runPeopleAdmin(db: Db, argv: string[], io: AdminIo): Promise<number | null> {
  const [area, ...rest] = argv;
  const nowS = io.nowS?.() ?? Math.floor(Date.now() / 1000);
  if (area === 'notices') return notices(db, rest, io, nowS);
  if (area === 'feedback') return feedback(db, rest, io);
  return null;
}
