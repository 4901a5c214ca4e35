import { request, requestReply } from './request';
import type { RequestOptions } from './request';
import type { Reply } from '../../protocol/envelope';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** Asks for a reset code; the reply (and its msg) is the same whether or not the number is bound. */
export function sendResetCodeReply(
  payload: PayloadOf<'/api/account/sendResetCode'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/account/sendResetCode'>>> {
  return requestReply('/api/account/sendResetCode', payload, opts);
}

/** Resets the password with a code; every session of the account ends. */
export function retrievePasswordReply(
  payload: PayloadOf<'/api/account/retrievePassword'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/account/retrievePassword'>>> {
  return requestReply('/api/account/retrievePassword', payload, opts);
}

/** Binds ('' unbinds) the caller's phone; data is the masked number or null. */
export function bindPhoneReply(
  payload: PayloadOf<'/api/account/bindPhone'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/account/bindPhone'>>> {
  return requestReply('/api/account/bindPhone', payload, opts);
}

/** The caller's bound phone, masked, or null. */
export function boundPhone(
  payload: PayloadOf<'/api/account/phone'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/account/phone'>> {
  return request('/api/account/phone', payload, opts);
}
