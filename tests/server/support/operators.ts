import type { OperatorRole } from '../../../protocol/console-operators';
import { STATUS } from '../../../protocol/status';
import { nowS } from '../helper';
import type { TestApp } from '../helper';

export interface Person {
  id: number;
  username: string;
  token: string;
}

/** Registers an account and, when roles are given, grants them directly (as the seed does). */
export async function person(t: TestApp, username: string, roles: OperatorRole[] = []): Promise<Person> {
  const reg = await t.call('/api/account/registerByPassword', { username, password: 'operator-secret-1' });
  if (reg.status !== STATUS.OK) throw new Error(`register ${username}: ${reg.msg}`);
  const me = await t.call('/api/user/userinfo', {}, { token: reg.data });
  if (roles.length > 0) {
    await t.db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: me.data.id, role, granted_by: null, granted_at: nowS() })))
      .execute();
  }
  return { id: me.data.id, username, token: reg.data };
}

export interface Staff {
  user: Person;
  admin: Person;
  moderator: Person;
  finance: Person;
  support: Person;
}

/** An ordinary user and one operator per role. */
export async function staff(t: TestApp): Promise<Staff> {
  return {
    user: await person(t, 'plainuser'),
    admin: await person(t, 'opadmin', ['admin']),
    moderator: await person(t, 'opmod', ['moderator']),
    finance: await person(t, 'opfinance', ['finance']),
    support: await person(t, 'opsupport', ['support']),
  };
}
