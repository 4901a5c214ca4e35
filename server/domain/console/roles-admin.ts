// The operator command line's roles part (npm run admin -- roles …): how the first admin is made, and a way
// back in when the console is out of reach. Audited like the console, with the actor 'cli'.
import { OPERATOR_ROLES, isOperatorRole } from '../../../protocol/console-operators';
import type { Db } from '../../db/database';
import { CLI_ACTOR, Refusal } from '../common';
import { grantRole, listOperators, revokeRole } from './operators';
import { isoTime, optionValue, table } from './release-admin';
import type { AdminIo } from './release-admin';

const USAGE = `usage: npm run admin -- roles <command>
  roles list                                   everyone holding an operator role
  roles grant USERNAME ROLE [--reason "…"]     ROLE: ${OPERATOR_ROLES.join(' | ')}
  roles revoke USERNAME ROLE [--reason "…"]`;

/** Exit codes: 0 done, 1 refused, 2 usage error; null when the area is not roles. */
export async function runRolesAdmin(db: Db, argv: string[], io: AdminIo): Promise<number | null> {
  const [area, command, username, role, ...rest] = argv;
  if (area !== 'roles') return null;
  if (command === 'list') {
    const rows = await listOperators(db);
    if (rows.length === 0) io.out('no operators');
    else
      io.out(
        table(
          ['username', 'roles', 'granted'],
          rows.map((o) => [
            o.username,
            o.roles.map((r) => r.role).join(','),
            o.roles.map((r) => `${isoTime(r.grantedAt)} by ${r.grantedBy ?? 'cli'}`).join('; '),
          ]),
        ),
      );
    return 0;
  }
  const reason = optionValue(rest, '--reason');
  if ((command !== 'grant' && command !== 'revoke') || !username || !isOperatorRole(role) || reason === undefined) {
    io.err(USAGE);
    return 2;
  }
  const nowS = io.nowS?.() ?? Math.floor(Date.now() / 1000);
  const call = { username, role, reason: reason ?? '', actor: CLI_ACTOR, nowS };
  try {
    const entry = command === 'grant' ? await grantRole(db, call) : await revokeRole(db, call);
    const now = entry.roles.map((r) => r.role).join(', ') || 'none';
    io.out(`${entry.username}: ${command === 'grant' ? 'granted' : 'revoked'} ${role}; roles now: ${now}`);
    return 0;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    io.err(`refused: ${err.message}`);
    return 1;
  }
}
