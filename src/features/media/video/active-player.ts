/**
 * One playing video per page: a phone decodes one stream comfortably, and sound from two would clash.
 * A player claims the slot before it plays; the previous holder is told to pause.
 */
export interface ActivePlayerCoordinator {
  /** Makes `id` the active player; calls the previous holder's pause callback (never the claimer's own). */
  claim(id: symbol, pause: () => void): void;
  /** Frees the slot if `id` holds it (on pause, close or unmount). */
  release(id: symbol): void;
  isActive(id: symbol): boolean;
}

export function createActivePlayerCoordinator(): ActivePlayerCoordinator {
  let holder: { id: symbol; pause: () => void } | null = null;
  return {
    claim(id, pause) {
      const previous = holder;
      holder = { id, pause };
      if (previous && previous.id !== id) previous.pause();
    },
    release(id) {
      if (holder?.id === id) holder = null;
    },
    isActive(id) {
      return holder?.id === id;
    },
  };
}

/** The page-wide coordinator every <VideoPlayer> uses. */
export const activePlayer = createActivePlayerCoordinator();
