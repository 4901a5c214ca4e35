import { STATUS } from '../../../protocol/status';
import type { TestApp } from '../helper';

// People for the duplicate check and the posting limits: each calls from its own address, so the link by
// address is what a test sets up, not an accident of every test call coming from 127.0.0.1.

export interface Poster {
  id: number;
  token: string;
  ip: string;
  incode: string;
}

export async function poster(t: TestApp, username: string, ip: string, inviter?: Poster): Promise<Poster> {
  const reg = await t.call(
    '/api/account/registerByPassword',
    { username, password: 'member-secret-1', ...(inviter ? { incode: inviter.incode } : {}) },
    { ip },
  );
  if (reg.status !== STATUS.OK) throw new Error(`register ${username}: ${reg.msg}`);
  const row = await t.db
    .selectFrom('users')
    .select(['id', 'incode'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: row.id, token: reg.data, ip, incode: row.incode };
}
