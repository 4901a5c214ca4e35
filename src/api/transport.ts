import { openInWorker, recycleSealed, sealInWorker } from '../worker-bridge/crypto';
import type { Reply } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';

/** Where envelopes are sealed and opened. The crypto worker in the app; tests swap in a direct cipher. */
export interface EnvelopeTransport {
  /** @returns the bytes of the form-encoded request body, for fetch as they are. */
  seal(
    payload: object,
    common: CommonFields,
    timestampS: number,
    signal?: AbortSignal,
  ): Promise<Uint8Array<ArrayBuffer>>;
  /** Gives a sealed body's memory back for the next seal, once fetch has been called with it (it copies). */
  recycle(body: Uint8Array<ArrayBuffer>): void;
  /**
   * @param body the reply's text, or its bytes as the HTTP answer came (given up: they may be transferred).
   * @returns the reply; an undecryptable body becomes `{status: 0, msg: failMsg, data: null}`.
   */
  open(body: string | ArrayBuffer, failMsg: string, signal?: AbortSignal): Promise<Reply>;
}

const workerTransport: EnvelopeTransport = { seal: sealInWorker, recycle: recycleSealed, open: openInWorker };
let current: EnvelopeTransport = workerTransport;

/** Replaces the envelope transport (tests); `null` restores the crypto worker. */
export function setEnvelopeTransport(transport: EnvelopeTransport | null): void {
  current = transport ?? workerTransport;
}

export function envelopeTransport(): EnvelopeTransport {
  return current;
}
