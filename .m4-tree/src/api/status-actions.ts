import { navigate } from 'wouter/use-browser-location';
import { STATUS } from '../../protocol/status';
import { GROUP_REDIRECT_DELAY_MS } from '../../protocol/constants';
import { global, setLoginPopup } from '../state/global';
import { clearSession, user } from '../state/user';
import { showConfirm } from '../state/overlay';
import type { Reply } from '../../protocol/envelope';


/** A spec path in the current layout: mobile paths carry /h. */
function layoutPath(path: string): string {
  return global.isDesktop ? path : `/h${path}`;
}

/** Desktop logs in through the popup; /login exists only in the mobile layout. */
function goLogin(): void {
  if (global.isDesktop) setLoginPopup(true);
  else navigate(layoutPath('/login'));
}

/**
 * Applies spec §4/§8 to a reply: returns it when the status is success, otherwise performs the status's side
 * effect (logout and login, VIP dialog, /group) and throws what the caller is to reject with.
 * @throws '请先登录' | '请重新登录' for 420, else the reply itself.
 */
export function checkReply<T>(reply: Reply<T>): Reply<T> {
  switch (reply.status) {
    case STATUS.OK:
      return reply;
    case STATUS.NOT_LOGGED_IN: {
      const hadToken = user.token !== '';
      if (hadToken) clearSession();
      goLogin();
      throw hadToken ? '请先登录' : '请重新登录';
    }
    case STATUS.NEEDS_ANNUAL_VIP:
      void showConfirm({ title: '提示', message: reply.msg || '需要年卡及以上VIP才能在线预约', confirmText: '开通VIP' }).then((ok) => {
        if (ok) setTimeout(() => navigate(layoutPath('/group')), GROUP_REDIRECT_DELAY_MS);
      });
      throw reply;
    case STATUS.NEEDS_VIP:
      navigate(layoutPath('/group'));
      throw reply;
    default:
      throw reply;
  }
}
