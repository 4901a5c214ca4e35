import type { Person, Shared } from './world';

/** One cell of the matrix: fresh accounts, and who calls (null: a guest). */
export interface Cell {
  s: Shared;
  owner: Person;
  another: Person;
  /** The caller; on a `members` row it acts on its own behalf. */
  actor: Person | null;
  /** A unique number of the cell (fresh names, phones, idempotency keys). */
  n: number;
}

export interface Arranged {
  payload: Record<string, unknown>;
  /** The target's state: a refused call must leave it exactly as it was. */
  state?: () => Promise<unknown>;
}

/** Builds the row's target as its owner would and says what the caller sends. */
export type Scenario = (c: Cell) => Promise<Arranged>;

/** The caller, or the owner for a guest (a guest is refused before its payload is looked at). */
export const self = (c: Cell): Person => c.actor ?? c.owner;
