export { book, listAppointments, moveAppointment } from './bookings';
export { myOffers, offerSlots, setOffer } from './offers';
export { postEvaluations, rateAppointment, ratingRows, toEvaluation, workbenchSummary } from './ratings';
export { recordBookingNotice } from './notices';
