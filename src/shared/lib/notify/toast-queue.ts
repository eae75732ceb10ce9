// Toasts asked for before their container has loaded wait here: the container (Mantine's
// notifications, with its transitions and portal) downloads the first time a toast is shown, so
// nothing of it is in a page's first download. Once loaded it takes every waiting toast and then
// each new one as it comes.
export interface ToastRequest {
  message: string;
  color: string;
  /** Milliseconds before it closes by itself. */
  autoClose: number;
}

type Listener = () => void;

let waiting: ToastRequest[] = [];
let everRequested = false;
const listeners = new Set<Listener>();

export function requestToast(toast: ToastRequest): void {
  waiting.push(toast);
  everRequested = true;
  for (const listener of [...listeners]) listener();
}

/** The toasts asked for since the last call, oldest first. */
export function takeToasts(): ToastRequest[] {
  const taken = waiting;
  waiting = [];
  return taken;
}

/** Whether any toast was ever asked for (the container is wanted from then on). */
export const anyToastRequested = (): boolean => everRequested;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
