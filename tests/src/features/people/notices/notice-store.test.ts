import { beforeEach, describe, expect, it, vi } from 'vitest';

const { unread } = vi.hoisted(() => ({ unread: vi.fn() }));
vi.mock('../../../../../src/api/request', () => ({
  request: (_path: '/api/message/getSystemNoticeUnread', _payload: object, opts: object) => unread(opts),
}));

const { noticeBadge, refreshUnread, setUnread } =
  await import('../../../../../src/features/people/notices/notice-store');
const { clearSession, setSession } = await import('../../../../../src/state/user');
const { pulseNotice } = await import('../../../../../src/state/notice-pulse');

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  unread.mockReset();
  clearSession();
  setUnread(0);
});

describe('the notices badge', () => {
  it('asks the server silently, one request at a time, and only for a logged-in person', async () => {
    await refreshUnread();
    expect(unread).not.toHaveBeenCalled();
    setSession('badge-token');
    unread.mockResolvedValue({ unread: 3 });
    await Promise.all([refreshUnread(), refreshUnread()]);
    expect(unread).toHaveBeenCalledTimes(1);
    expect(unread).toHaveBeenCalledWith({ skipStatusActions: true });
    expect(noticeBadge.unread).toBe(3);
  });

  it('keeps the last count when a refresh fails, and never goes below zero', async () => {
    setSession('badge-token-2');
    setUnread(2);
    unread.mockRejectedValue(new Error('offline'));
    await refreshUnread();
    expect(noticeBadge.unread).toBe(2);
    setUnread(-4);
    expect(noticeBadge.unread).toBe(0);
  });

  it('asks again as soon as the push stream announces a notice', async () => {
    setSession('badge-token-4');
    unread.mockResolvedValue({ unread: 7 });
    pulseNotice('money');
    await tick();
    await tick();
    expect(unread).toHaveBeenCalledTimes(1);
    expect(noticeBadge.unread).toBe(7);
  });

  it('forgets the count when the person changes', async () => {
    setSession('badge-token-3');
    setUnread(5);
    clearSession();
    await tick();
    expect(noticeBadge.unread).toBe(0);
  });
});
