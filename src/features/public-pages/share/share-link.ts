// Sharing a link: the system share sheet where the browser has one, else the caller shows the link with a
// copy button and a QR code. Pure of React so the decisions are tested without a browser.

export type ShareOutcome = 'shared' | 'cancelled' | 'fallback';

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/** Opens the system share sheet; 'fallback' when there is none or it refused the data (not a user's cancel). */
export async function systemShare(data: ShareData, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function') return 'fallback';
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'fallback';
  try {
    await nav.share(data);
    return 'shared';
  } catch (err) {
    return err instanceof Error && err.name === 'AbortError' ? 'cancelled' : 'fallback';
  }
}

interface CopyEnv {
  clipboard?: Pick<Clipboard, 'writeText'>;
  doc: Document;
}

/** Copies text through the Clipboard API, else through a selected hidden textarea (older or insecure pages). */
export async function copyText(
  text: string,
  env: CopyEnv = { clipboard: navigator.clipboard, doc: document },
): Promise<boolean> {
  try {
    if (env.clipboard) {
      await env.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the selection below.
  }
  const area = env.doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  env.doc.body.append(area);
  area.select();
  try {
    // The one way to copy without the Clipboard API; deprecated but still implemented everywhere.
    return env.doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
