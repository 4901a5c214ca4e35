import { z } from 'zod';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_STATES,
  BOOKING_NOTE_MAX,
  CLIENT_TYPES,
  DECLINE_REASON_MAX,
  EVALUATION_TEXT_MAX,
  SERVICES_MAX,
  SERVICE_NAME_MAX,
  SLOT_MINUTES,
  STARS_MAX,
  STARS_MIN,
  VISIT_ADDRESS_MAX,
  WEEKLY_SLOTS_MAX,
} from '../../protocol/appointments';
import { CONTACT_FIELD_MAX } from '../../protocol/people-contact-rules';
import {
  book,
  listAppointments,
  moveAppointment,
  myOffers,
  offerSlots,
  postEvaluations,
  rateAppointment,
  setOffer,
  workbenchSummary,
} from '../domain/appointments';
import type { ChatFanout } from '../lib/chat-fanout';
import { paging } from './money';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { APPOINTMENTS_REPLIES } from '../../protocol/appointments-texts';
import { COMMON_REPLIES } from '../../protocol/common-texts';

const DAY_MINUTES = 24 * 60;

const service = z.object({
  name: z.string().trim().min(1).max(SERVICE_NAME_MAX),
  price: int(0, 1_000_000).nullable().default(null),
});

const weeklySlot = z.object({ day: int(0, 6), minute: int(0, DAY_MINUTES - SLOT_MINUTES) });

// Booking (customer), the provider's answers and offer, ratings (spec §7 "User"; ratings under "Info").
export function appointmentRoutes(api: ApiRegistry, { fanout }: { fanout: ChatFanout }): void {
  api
    .add('/api/user/appointment', {
      schema: z.object({
        id: int(1),
        slotAt: int(1),
        service: int(0, SERVICES_MAX - 1),
        note: z.string().trim().max(BOOKING_NOTE_MAX).default(''),
        // The rule (which offers need it, what is valid) is the domain's: visit.ts.
        visit: z
          .object({ contact: z.string().max(CONTACT_FIELD_MAX), address: z.string().max(VISIT_ADDRESS_MAX) })
          .optional(),
      }),
      okMsg: APPOINTMENTS_REPLIES.booked,
      handler: async (p, ctx) =>
        book(
          ctx.db,
          fanout,
          {
            customerId: ctx.caller.userId,
            postId: p.id,
            slotAt: p.slotAt,
            service: p.service,
            note: p.note ?? '',
            visit: p.visit,
          },
          ctx.nowS,
        ),
    })
    .add('/api/user/myAppointment', {
      schema: z.object(paging),
      handler: async (q, ctx) => listAppointments(ctx.db, ctx.caller.userId, 'customer', q, ctx.nowS),
    })
    .add('/api/user/clientAppointment', {
      schema: z.object({
        ...paging,
        type: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.literal(CLIENT_TYPES)).optional(),
        state: z.enum(APPOINTMENT_STATES).optional(),
      }),
      handler: async (q, ctx) => listAppointments(ctx.db, ctx.caller.userId, 'provider', q, ctx.nowS),
    })
    .add('/api/user/confirmAppointment', {
      schema: z.object({
        id: int(1),
        action: z.enum(APPOINTMENT_ACTIONS),
        reason: z.string().trim().max(DECLINE_REASON_MAX).default(''),
      }),
      handler: async (p, ctx) =>
        moveAppointment(ctx.db, fanout, ctx.caller.userId, p.id, p.action, p.reason ?? '', ctx.nowS),
    })
    .add('/api/user/evaluationAppointment', {
      schema: z.object({
        id: int(1),
        stars: int(STARS_MIN, STARS_MAX),
        text: z.string().trim().max(EVALUATION_TEXT_MAX).default(''),
      }),
      okMsg: APPOINTMENTS_REPLIES.rated,
      handler: async (p, ctx) =>
        rateAppointment(ctx.db, fanout, ctx.caller.userId, p.id, p.stars, p.text ?? '', ctx.nowS),
    })
    .add('/api/info/getVipInfoEvaluationList', {
      schema: z.object({ ...paging, id: int(1) }),
      handler: async (q, ctx) => postEvaluations(ctx.db, q.id, q),
    })
    .add('/api/user/getAppointmentOffer', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => offerSlots(ctx.db, id, ctx.nowS),
    })
    .add('/api/user/myAppointmentOffers', {
      schema: empty(),
      handler: async (_, ctx) => myOffers(ctx.db, ctx.caller.userId),
    })
    .add('/api/user/setAppointmentOffer', {
      schema: z.object({
        id: int(1),
        services: z.array(service).max(SERVICES_MAX),
        weekly: z.array(weeklySlot).max(WEEKLY_SLOTS_MAX),
        open: z.boolean(),
      }),
      okMsg: COMMON_REPLIES.saved,
      handler: async ({ id, services, weekly, open }, ctx) =>
        setOffer(ctx.db, ctx.caller.userId, id, { services, weekly, open }, ctx.nowS),
    })
    .add('/api/user/workbenchSummary', {
      schema: empty(),
      handler: async (_, ctx) => workbenchSummary(ctx.db, ctx.caller.userId, ctx.nowS),
    });
}
