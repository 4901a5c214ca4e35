import { proxy, subscribe, useSnapshot } from 'valtio';

export interface NetworkState {
  /** The browser's view: false once it knows the device is offline. */
  online: boolean;
  /** Something on screen came from this device's copy of an earlier reply, not from the server. */
  fromDevice: boolean;
  /** Counts the returns of the connection (the browser's `online`, or a reply after a failure). */
  reconnects: number;
}

const hasNav = typeof navigator !== 'undefined';

export const network = proxy<NetworkState>({
  online: hasNav ? navigator.onLine : true,
  fromDevice: false,
  reconnects: 0,
});

/** A call failed for want of a network since the last reply (the browser may still say it is online). */
let failedSince = false;

/** The connection is back: screens that failed for want of it load again (see onReconnect). */
function reconnected(): void {
  failedSince = false;
  network.online = true;
  network.reconnects++;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', reconnected);
  window.addEventListener('offline', () => (network.online = false));
}

/** The replies the device's copies stood in for: a screen showing one asks the server again once it is back. */
const deviceCopies = new WeakSet<object>();

/** A kept reply (`data`) stood in for the server's (the request failed for want of a network). */
export function servedFromDevice(data: unknown): void {
  if (typeof data === 'object' && data !== null) deviceCopies.add(data);
  network.fromDevice = true;
  network.online = false;
}

/** Whether `data` is the device's copy of an earlier reply rather than the server's answer. */
export function isDeviceCopy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && deviceCopies.has(data);
}

/** A call failed for want of a network: the next reply from the server counts as the connection's return. */
export function networkFailed(): void {
  failedSince = true;
}

/** The server answered: if the device had been seen offline, the connection is back. */
export function serverReached(): void {
  if (network.online && !failedSince) return;
  failedSince = false;
  reconnected();
}

/** Calls `run` each time the connection returns; returns the unsubscribe. */
export function onReconnect(run: () => void): () => void {
  let seen = network.reconnects;
  return subscribe(network, () => {
    if (network.reconnects === seen) return;
    seen = network.reconnects;
    run();
  });
}

export function useNetwork() {
  return useSnapshot(network);
}
