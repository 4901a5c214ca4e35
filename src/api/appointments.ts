import { request, requestReply } from './request';
import type { RequestOptions } from './request';
import type { Reply } from '../../protocol/envelope';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../protocol/endpoints';

// Appointments: offers and slots, booking, the two sides' lists and moves, ratings, the provider's summary.

type Call<P extends EndpointPath> = (payload: PayloadOf<P>, opts?: RequestOptions) => Promise<ReplyOf<P>>;
type CallReply<P extends EndpointPath> = (payload: PayloadOf<P>, opts?: RequestOptions) => Promise<Reply<ReplyOf<P>>>;

const call =
  <P extends EndpointPath>(path: P): Call<P> =>
  (payload, opts) =>
    request(path, payload, opts);
/** Keeps the server's `msg` for the success toast. */
const callReply =
  <P extends EndpointPath>(path: P): CallReply<P> =>
  (payload, opts) =>
    requestReply(path, payload, opts);

export const getAppointmentOffer = call('/api/user/getAppointmentOffer');
export const myAppointmentOffers = call('/api/user/myAppointmentOffers');
export const setAppointmentOffer = callReply('/api/user/setAppointmentOffer');
/** Books a slot; a member below the annual card gets the spec's 421 dialog from the reply check. */
export const appointment = callReply('/api/user/appointment');
export const myAppointment = call('/api/user/myAppointment');
export const clientAppointment = call('/api/user/clientAppointment');
export const confirmAppointment = call('/api/user/confirmAppointment');
export const evaluationAppointment = callReply('/api/user/evaluationAppointment');
export const getVipInfoEvaluationList = call('/api/info/getVipInfoEvaluationList');
export const workbenchSummary = call('/api/user/workbenchSummary');
