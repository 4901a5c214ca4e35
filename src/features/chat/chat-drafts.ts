// What is typed to someone and not sent yet, per conversation, for the browser tab's life: leaving the
// conversation, a phone turned sideways across the layout switch or a reload must not lose it.

const STORE_KEY = 'chatDrafts';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function chatDraft(peerId: number): string {
  const text = readAll()[String(peerId)];
  return typeof text === 'string' ? text : '';
}

/** Keeps `text` as the draft to `peerId`; an empty text forgets it. */
export function keepChatDraft(peerId: number, text: string): void {
  const all = readAll();
  if (text) all[String(peerId)] = text;
  else delete all[String(peerId)];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused (a private window): the draft lives only as long as the screen.
  }
}
