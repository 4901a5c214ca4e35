export { book, listAppointments, moveAppointment } from './bookings';
export { bookingNotice } from './notices';
export { myOffers, offerSlots, setOffer } from './offers';
export { postEvaluations, rateAppointment, ratingRows, toEvaluation, workbenchSummary } from './ratings';
