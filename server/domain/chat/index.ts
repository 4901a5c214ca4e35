export { blockedEitherWay, PERSON_REPORTS, personReportKey, reportConversation, requirePeer, setBlock } from './blocks';
export { contacts } from './contacts';
export { CHAT_SEND_RULE, history, sendMessage } from './messages';
export { PushSession } from './push';
export { feed, markState, unreadCount } from './states';
