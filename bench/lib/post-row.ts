import { POST_STATUS } from '../../protocol/status';

/** A public post with nothing in it: what the benches seed when only the number of posts (or posters) matters. */
export function benchPost(userId: number, nowS: number) {
  return {
    user_id: userId,
    kind: 'personal' as const,
    title: 'bench',
    description: 'bench',
    city_code: 0,
    type_code: 0,
    mode_code: 0,
    price_min: null,
    price_max: null,
    address: '',
    hours: '',
    contact: '',
    tags: '[]',
    facts: '[]',
    status: POST_STATUS.VERIFIED,
    created_at: nowS,
    updated_at: nowS,
  };
}
