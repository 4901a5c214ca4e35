import { navigate } from 'wouter/use-browser-location';
import { withLocaleUrl } from '../../protocol/locale-path';
import { locale } from '../state/locale';
import { STATUS } from '../../protocol/status';
import { GROUP_REDIRECT_DELAY_MS } from '../../protocol/constants';
import { global, setLoginPopup } from '../state/global';
import { clearSession, user } from '../state/user';
import { showConfirm } from '../state/overlay';
import { ApiError } from './api-error';
import { useStatusMessages } from './status-messages';
import type { Reply } from '../../protocol/envelope';

/** A spec path in the current layout and language: mobile paths carry /h, English ones /en before it. */
function layoutPath(path: string): string {
  return withLocaleUrl(global.isDesktop ? path : `/h${path}`, locale.lang);
}

/** Desktop logs in through the popup; /login exists only in the mobile layout. */
function goLogin(): void {
  if (global.isDesktop) setLoginPopup(true);
  else navigate(layoutPath('/login'));
}

/** The refusal as an ApiError; the server may add a string `code` naming what was refused. */
function refusal(reply: Reply, msg: string = reply.msg): ApiError {
  const code = (reply as { code?: unknown }).code;
  return new ApiError({
    kind: 'status',
    status: reply.status,
    msg,
    data: reply.data,
    ...(typeof code === 'string' && code ? { code } : {}),
  });
}

/**
 * Applies spec §4/§8 to a reply: returns it when the status is success, otherwise performs the status's side
 * effect (logout and login, VIP dialog, /group) and throws what the caller is to reject with.
 * @throws {ApiError} of kind 'status': msg '请先登录' | '请重新登录' for 420 (in English on English pages), else the
 *   server's msg.
 */
export function checkReply<T>(reply: Reply<T>): Reply<T> {
  switch (reply.status) {
    case STATUS.OK:
      return reply;
    case STATUS.NOT_LOGGED_IN: {
      const hadToken = user.token !== '';
      if (hadToken) clearSession();
      goLogin();
      const m = useStatusMessages.current();
      throw refusal(reply, hadToken ? m.loginFirst : m.loginAgain);
    }
    case STATUS.NEEDS_ANNUAL_VIP: {
      const m = useStatusMessages.current();
      void showConfirm({
        title: m.annualTitle,
        message: reply.msg || m.annualNeeded,
        confirmText: m.getVip,
      }).then((ok) => {
        if (ok) setTimeout(() => navigate(layoutPath('/group')), GROUP_REDIRECT_DELAY_MS);
      });
      throw refusal(reply);
    }
    case STATUS.NEEDS_VIP:
      navigate(layoutPath('/group'));
      throw refusal(reply);
    default:
      throw refusal(reply);
  }
}

/**
 * The console's reply check (every `/api/admin/*` call). The console does not load the product's shell (the
 * login popup, /group), so a 420 only ends the local session and the console shows its own "session ended"
 * state; every other refusal rejects as it is.
 * @throws {ApiError} of kind 'status' with the server's msg.
 */
export function checkConsoleReply<T>(reply: Reply<T>): Reply<T> {
  if (reply.status === STATUS.OK) return reply;
  if (reply.status === STATUS.NOT_LOGGED_IN) clearSession();
  throw refusal(reply);
}

/** Console calls answer to the console's rules, every other call to the product's (spec §8). */
export const isConsolePath = (path: string): boolean => path.startsWith('/api/admin/');
