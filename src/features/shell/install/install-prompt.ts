import { proxy, ref, useSnapshot } from 'valtio';
import { dismissAppTips } from '../../../state/global';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser's install offer, held until used (it can be used once). */
  offer: BeforeInstallPromptEvent | null;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

function runningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export const install = proxy<InstallState>({ offer: null, installed: runningInstalled() });

/**
 * Keeps the browser's install offer for the app-download tip instead of the browser's own mini bar, and
 * notes an install. Call once, early: the offer fires soon after load and only once per page.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    install.offer = ref(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    install.installed = true;
    install.offer = null;
    dismissAppTips();
  });
}

/** How this browser installs a site: its own offer, Safari's share sheet (iOS), or its menu otherwise. */
export type InstallWay = 'offer' | 'ios' | 'menu';

export function installWay(userAgent: string, hasOffer: boolean, touchPoints = 0): InstallWay {
  if (hasOffer) return 'offer';
  // iPadOS reports a desktop Safari agent; its touch screen gives it away.
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'ios';
  return 'menu';
}

/**
 * Shows the browser's install dialog. The offer is spent either way; an accepted install also ends the tip.
 * @returns the visitor's answer, or 'unavailable' when there is no offer to use.
 */
export async function acceptInstallOffer(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = install.offer;
  if (!offer) return 'unavailable';
  install.offer = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') {
    install.installed = true;
    dismissAppTips();
  }
  return outcome;
}

export function useInstall() {
  return useSnapshot(install);
}
