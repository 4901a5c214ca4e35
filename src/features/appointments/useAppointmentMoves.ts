import { useState } from 'react';
import type { Appointment, AppointmentAction } from '../../../protocol/appointments';
import { showConfirm, showToast } from '../../state/overlay';
import { errorTips } from '../common/error-text';
import { useAppointmentMessages } from './messages';
import { request, requestReply } from '../../api/request';

/** What a list needs to move bookings on: the call, the dialogs' state, and a reload after each change. */
export function useAppointmentMoves(reload: () => void) {
  const m = useAppointmentMessages();
  const [asking, setAsking] = useState<{ id: number; action: AppointmentAction } | null>(null);
  const [rating, setRating] = useState<Appointment | null>(null);

  const move = async (id: number, action: AppointmentAction, reason = '') => {
    try {
      await request('/api/user/confirmAppointment', { id, action, reason });
      setAsking(null);
      reload();
    } catch (err) {
      errorTips(err);
    }
  };

  return {
    asking,
    rating,
    /** A customer's cancel asks first; reasons are optional for them. */
    cancelAsCustomer: async (id: number) => {
      const ask = {
        title: m.cancelBooking,
        message: m.cancelAsk,
        confirmText: m.cancelBooking,
        cancelText: m.keepBooking,
      };
      if (await showConfirm(ask)) await move(id, 'cancel');
    },
    confirm: (id: number) => move(id, 'confirm'),
    /** A provider blocks a customer from here: a block is what stops their bookings. Blocking asks first. */
    toggleBlock: async (peer: Appointment['peer']) => {
      const ask = { title: m.blockAsk(peer.nickname), message: m.blockAskText, confirmText: m.blockCustomer };
      if (!peer.blocked && !(await showConfirm(ask))) return;
      try {
        await request('/api/message/blockUser', { id: peer.id, blocked: !peer.blocked });
        showToast(peer.blocked ? m.unblockedToast : m.blockedToast);
        reload();
      } catch (err) {
        errorTips(err);
      }
    },
    askReason: (id: number, action: AppointmentAction) => setAsking({ id, action }),
    sendReason: (reason: string) => (asking ? move(asking.id, asking.action, reason) : Promise.resolve()),
    closeReason: () => setAsking(null),
    startRating: setRating,
    closeRating: () => setRating(null),
    sendRating: async (stars: number, text: string) => {
      if (!rating) return;
      try {
        const reply = await requestReply('/api/user/evaluationAppointment', { id: rating.id, stars, text });
        showToast(reply.msg || m.thanks);
        setRating(null);
        reload();
      } catch (err) {
        errorTips(err);
      }
    },
  };
}
