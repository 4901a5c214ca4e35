import { proxy, useSnapshot } from 'valtio';

export interface NetworkState {
  /** The browser's view: false once it knows the device is offline. */
  online: boolean;
  /** Something on screen came from this device's copy of an earlier reply, not from the server. */
  fromDevice: boolean;
}

const hasNav = typeof navigator !== 'undefined';

export const network = proxy<NetworkState>({ online: hasNav ? navigator.onLine : true, fromDevice: false });

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (network.online = true));
  window.addEventListener('offline', () => (network.online = false));
}

/** A kept reply stood in for the server's (the request failed for want of a network). */
export function servedFromDevice(): void {
  network.fromDevice = true;
  network.online = false;
}

export function useNetwork() {
  return useSnapshot(network);
}
