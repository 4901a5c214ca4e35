import { proxy, useSnapshot } from 'valtio';
import type { Ad, GlobalConfig, Taxonomy } from '../../protocol/types';
import { persist } from './persist';

export interface Payment {
  id: number;
  author: string;
  money: number;
  visible: number;
}

export interface GlobalState {
  isMenuNav: boolean;
  isFirstTa: boolean;
  isDesktop: boolean;
  appdownTips: boolean;
  payment: Payment;
  config: GlobalConfig | null;
  taxonomy: Taxonomy | null;
  ads: Record<string, Ad[]>;
  /** The desktop login popup (mobile uses the /h/login page instead). */
  loginPopup: boolean;
}

export const global = proxy<GlobalState>({
  isMenuNav: false,
  isFirstTa: true,
  isDesktop: false,
  appdownTips: true,
  payment: { id: 0, author: '', money: 0, visible: 1 },
  config: null,
  taxonomy: null,
  ads: {},
  loginPopup: false,
});

// A dismissed app-download tip stays dismissed on this device (spec §3: global state persists through the codec).
persist('global', global, ['appdownTips'] as const);

export function setDesktop(isDesktop: boolean): void {
  global.isDesktop = isDesktop;
}

/** Copies the config reply into global state (spec §7: fields copied as returned). */
export function setConfig(config: GlobalConfig | null): void {
  global.config = config;
}

export function setTaxonomy(t: Taxonomy): void {
  global.taxonomy = t;
}

export function setAds(ads: Record<string, Ad[]>): void {
  global.ads = ads;
}

/** An advertising list by key, empty when the key is unknown. */
export function adsFor(
  key: string,
  state: { readonly ads: Readonly<Record<string, readonly Ad[]>> } = global,
): readonly Ad[] {
  return state.ads[key] ?? [];
}

/** The top bar's menu popup (spec §3 `isMenuNav`). */
export function setMenuNav(open: boolean): void {
  global.isMenuNav = open;
}

export function setLoginPopup(open: boolean): void {
  global.loginPopup = open;
}

export function dismissAppTips(): void {
  global.appdownTips = false;
}

export function useGlobal() {
  return useSnapshot(global);
}
