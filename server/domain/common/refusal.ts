import { refusalText } from '../../../protocol/refusals';
import type { Language, RefusalCode, RefusalParams } from '../../../protocol/refusals';

/**
 * A refusal the caller can read: a code from a per-area union (protocol/refusals.ts) and the values its text
 * needs. http/ turns it into the surface's reply (envelope status, or HTTP status for the binary endpoints)
 * in the request's language; anything else thrown is a fault, answered 500 and logged.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    readonly params: RefusalParams = {},
    /** Fields a binary endpoint's JSON refusal carries besides code, msg and reason (e.g. missing pieces). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    // The message (logs, the operator command line) is the default language's text.
    super(refusalText(code, 'zh', params));
  }

  text(language: Language): string {
    return refusalText(this.code, language, this.params);
  }
}
