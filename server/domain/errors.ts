import { STATUS } from '../../protocol/status';

/**
 * A refusal the caller can read: sealed into the reply as `{status, msg}` with HTTP 200 (DESIGN §2).
 * Anything else thrown from a handler is a fault and becomes HTTP 500.
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  constructor(
    readonly status: number,
    msg: string,
  ) {
    super(msg);
  }
}

export const notFound = (msg: string) => new BusinessError(STATUS.NOT_FOUND, msg);
export const badField = (msg: string) => new BusinessError(STATUS.BAD_PAYLOAD, msg);

/** A refused binary upload (slice, piece, simple video): HTTP status, message, extra reply fields. */
export class UploadRefusal extends Error {
  override readonly name = 'UploadRefusal';
  constructor(
    readonly httpStatus: number,
    msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
  }
}
