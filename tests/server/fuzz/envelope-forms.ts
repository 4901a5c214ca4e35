import fc from 'fast-check';
import { encodeForm, sealPlaintext, sealRequest } from '../../../protocol/envelope';
import type { RequestForm } from '../../../protocol/envelope';
import { commonFields, nowS, testCipher } from '../helper';
import { badText } from './forms';

// Envelopes broken in every way docs/protocol.md lists (and some it does not): a field missing or wrong, the
// sealed text not JSON or not an object, fields given twice, the wrong content type, random bodies.

const FIELDS = ['client', 'data', 'sign', 'timestamp'] as const;

export type BrokenEnvelope =
  | { kind: 'field'; field: (typeof FIELDS)[number]; value: string | null }
  | { kind: 'plain'; text: string }
  | { kind: 'twice'; field: (typeof FIELDS)[number] }
  | { kind: 'contentType'; type: string }
  | { kind: 'raw'; body: string }
  | { kind: 'stale'; offset: number };

export const brokenEnvelope: fc.Arbitrary<BrokenEnvelope> = fc.oneof(
  fc.record({ kind: fc.constant('field' as const), field: fc.constantFrom(...FIELDS), value: fc.option(badText) }),
  fc.record({
    kind: fc.constant('plain' as const),
    text: fc.oneof(
      fc.constantFrom('[]', 'null', '1', '"s"', 'true', '{', '', '\uFEFF{}', '['.repeat(20_000), '{"a":'.repeat(5000)),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.json(),
    ),
  }),
  fc.record({ kind: fc.constant('twice' as const), field: fc.constantFrom(...FIELDS) }),
  fc.record({
    kind: fc.constant('contentType' as const),
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
      'application/x-www-form-urlencoded; charset=latin1',
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    body: fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })),
  }),
  fc.record({
    kind: fc.constant('stale' as const),
    offset: fc.oneof(fc.integer({ min: 301, max: 10 ** 9 }), fc.integer({ min: -(10 ** 9), max: -301 })),
  }),
);

/** The request body and content type of a broken envelope around `payload`. */
export async function brokenBody(b: BrokenEnvelope, token: string): Promise<{ body: string; type: string }> {
  const type = 'application/x-www-form-urlencoded';
  const good = await sealRequest(testCipher, { id: 1 }, commonFields(token), nowS());
  switch (b.kind) {
    case 'field': {
      const f: Partial<RequestForm> = { ...good };
      if (b.value === null) delete f[b.field];
      else f[b.field] = b.value;
      return { body: new URLSearchParams(f as Record<string, string>).toString(), type };
    }
    case 'plain': {
      const sealed = await sealPlaintext(testCipher, new TextEncoder().encode(b.text), nowS());
      return { body: encodeForm(sealed), type };
    }
    case 'twice':
      return { body: `${encodeForm(good)}&${b.field}=${encodeURIComponent(good[b.field])}`, type };
    case 'contentType':
      return { body: b.type.startsWith('application/json') ? JSON.stringify(good) : encodeForm(good), type: b.type };
    case 'raw':
      return { body: b.body, type };
    case 'stale': {
      const sealed = await sealRequest(testCipher, { id: 1 }, commonFields(token), nowS() + b.offset);
      return { body: encodeForm(sealed), type };
    }
  }
}
