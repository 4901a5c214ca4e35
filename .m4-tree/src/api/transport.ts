import { openInWorker, sealInWorker } from '../worker-bridge/crypto';
import type { Reply } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';

/** Where envelopes are sealed and opened. The crypto worker in the app; tests swap in a direct cipher. */
export interface EnvelopeTransport {
  /** @returns the form-encoded request body. */
  seal(payload: object, common: CommonFields, timestampS: number, signal?: AbortSignal): Promise<string>;
  /** @returns the reply; an undecryptable body becomes `{status: 0, msg: failMsg, data: null}`. */
  open(body: string, failMsg: string, signal?: AbortSignal): Promise<Reply>;
}

const workerTransport: EnvelopeTransport = { seal: sealInWorker, open: openInWorker };
let current: EnvelopeTransport = workerTransport;

/** Replaces the envelope transport (tests); `null` restores the crypto worker. */
export function setEnvelopeTransport(transport: EnvelopeTransport | null): void {
  current = transport ?? workerTransport;
}

export function envelopeTransport(): EnvelopeTransport {
  return current;
}
