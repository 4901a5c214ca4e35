import { proxy, useSnapshot } from 'valtio';
import { TOAST_MS } from '../../protocol/constants';

export interface ToastItem {
  id: number;
  text: string;
  /** Optional action button (e.g. "reload" when a new build is out). */
  action?: { label: string; run: () => void };
}

export interface DialogItem {
  id: number;
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

export interface OverlayState {
  toasts: ToastItem[];
  /** Dialogs queue up; the first one is shown. */
  dialogs: DialogItem[];
  /** Requests and route changes in flight; the loading bar shows while above zero. */
  loading: number;
}

export const overlay = proxy<OverlayState>({ toasts: [], dialogs: [], loading: 0 });

let nextId = 1;
// Resolvers stay out of the proxy: valtio snapshots are for rendering data, not callbacks.
const resolvers = new Map<number, (ok: boolean) => void>();

export function showToast(text: string, ms: number = TOAST_MS, action?: ToastItem['action']): number {
  const id = nextId++;
  overlay.toasts.push(action ? { id, text, action } : { id, text });
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}

export function dismissToast(id: number): void {
  const i = overlay.toasts.findIndex((t) => t.id === id);
  if (i >= 0) overlay.toasts.splice(i, 1);
}

// Default button labels; the shell renders them in the current language when they are left as given.
export const DEFAULT_CONFIRM = '确定';
export const DEFAULT_CANCEL = '取消';

function openDialog(item: Omit<DialogItem, 'id'>): Promise<boolean> {
  const id = nextId++;
  overlay.dialogs.push({ id, ...item });
  return new Promise((resolve) => resolvers.set(id, resolve));
}

/** Resolves when the user dismisses it. */
export function showAlert(text: string, title = ''): Promise<void> {
  return openDialog({ kind: 'alert', title, message: text, confirmText: DEFAULT_CONFIRM, cancelText: '' }).then(
    () => undefined,
  );
}

/** Resolves true on confirm, false on cancel or Escape. */
export function showConfirm(opts: {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}): Promise<boolean> {
  return openDialog({
    kind: 'confirm',
    title: opts.title,
    message: opts.message,
    confirmText: opts.confirmText ?? DEFAULT_CONFIRM,
    cancelText: opts.cancelText ?? DEFAULT_CANCEL,
  });
}

export function closeDialog(id: number, ok: boolean): void {
  const i = overlay.dialogs.findIndex((d) => d.id === id);
  if (i >= 0) overlay.dialogs.splice(i, 1);
  resolvers.get(id)?.(ok);
  resolvers.delete(id);
}

/** Called by the request layer and the router around anything the user waits for. Pair with doneLoading. */
export function startLoading(): void {
  overlay.loading += 1;
}

export function doneLoading(): void {
  overlay.loading = Math.max(0, overlay.loading - 1);
}

export function useOverlay() {
  return useSnapshot(overlay);
}
