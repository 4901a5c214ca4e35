import { describe, expect, it } from 'vitest';
import { auditQuery } from '../../../../src/features/console/AuditLog';

describe('audit log filters', () => {
  it('sends only the filters given, trimmed, with whole local days', () => {
    const none = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };
    expect(auditQuery(none, 2)).toEqual({ page: 2, pageSize: 30 });
    const q = auditQuery({ ...none, actor: ' opmod ', action: 'post.reject', from: '2026-11-01', to: '2026-11-01' }, 1);
    expect(q).toMatchObject({ actor: 'opmod', action: 'post.reject' });
    expect(q.from).toBe(Math.floor(new Date('2026-11-01T00:00:00').getTime() / 1000));
    expect(q.to! - q.from!).toBe(86_400);
    expect(q).not.toHaveProperty('targetId');
  });
});
