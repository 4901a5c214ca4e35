export { getContactInfo, getStoreContact, setContactInfo, setStoreContact } from './contact-details';
export { listFavorites, toggleFavorite } from './favorites';
export { FEEDBACK_RATE, sendFeedback } from './feedback';
export { editSchedule, listSchedules, publishDueNotices, scheduleNotice, withdrawSchedule } from './notice-schedules';
export { broadcastNotice, listNotices, markNoticesRead, unreadNotices } from './notices';
export {
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  raiseSavedSearches,
  saveSearch,
} from './saved-searches';
