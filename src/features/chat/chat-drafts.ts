// What is typed to someone and not sent yet, per account and conversation, for the browser tab's life:
// leaving the conversation, a phone turned sideways across the layout switch or a reload must not lose it,
// and whoever logs in next in the tab must not see it (logging out forgets them all).

const STORE_KEY = 'chatDrafts';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const keyOf = (ownerId: number, peerId: number) => `${String(ownerId)}:${String(peerId)}`;

export function chatDraft(ownerId: number, peerId: number): string {
  const text = readAll()[keyOf(ownerId, peerId)];
  return typeof text === 'string' ? text : '';
}

/** Keeps `text` as `ownerId`'s draft to `peerId`; an empty text forgets it. */
export function keepChatDraft(ownerId: number, peerId: number, text: string): void {
  const all = readAll();
  if (text) all[keyOf(ownerId, peerId)] = text;
  else delete all[keyOf(ownerId, peerId)];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused (a private window): the draft lives only as long as the screen.
  }
}

/** Forgets every draft in the tab: the person is logging out. */
export function forgetChatDrafts(): void {
  try {
    sessionStorage.removeItem(STORE_KEY);
  } catch {
    // Storage refused: there was nothing kept either.
  }
}
