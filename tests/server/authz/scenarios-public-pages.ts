import type { MutatingPath } from './expectations';
import type { Scenario } from './scenario';

// Reports of a person: the target is the owner, reported from their public page; the state is every report
// filed about them.

export const TRUST_SCENARIOS = {
  '/api/user/reportUser': async (c) => ({
    payload: { id: c.owner.id, reason: 'Asks for deposits before meeting' },
    state: () => c.s.t.db.selectFrom('chat_reports').selectAll().where('peer_id', '=', c.owner.id).execute(),
  }),
} satisfies Partial<Record<MutatingPath, Scenario>>;
