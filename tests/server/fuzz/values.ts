import fc from 'fast-check';
import type { core } from 'zod';

// Values for the fuzz tests: plausible ones shaped by an endpoint's own payload schema (so calls get past
// the first check and reach the handlers), and malformed ones of every kind the brief of a robust API names.

/** Keys that reach Object.prototype when code copies them carelessly. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const HUGE = 'x'.repeat(200_000);
const DEEP_ARRAY = JSON.parse('['.repeat(3000) + ']'.repeat(3000)) as unknown;

/** An object whose own keys include `__proto__` (an object literal would set the prototype instead). */
export const withOwnKeys = (entries: [string, unknown][]): Record<string, unknown> =>
  JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`) as Record<
    string,
    unknown
  >;

const pollution = withOwnKeys([
  ['__proto__', { polluted: 'yes', isAdmin: true, role: 'admin' }],
  ['constructor', { prototype: { polluted: 'yes' } }],
]);

const odd: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  0.5,
  -2.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '01',
  'NaN',
  'Infinity',
  '0x10',
  '１２',
  '١٢٣',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '../../etc/passwd',
  'img/../../keys.json',
  'a'.repeat(10_000),
  HUGE,
  [],
  {},
  [[]],
  { a: { b: { c: { d: {} } } } },
  DEEP_ARRAY,
  pollution,
];

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...odd),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

const oddKey = fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 }));

/** Any malformed value: a leaf, an array or an object of them (with prototype keys), nested a little. */
export const malformed: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.array(fc.tuple(oddKey, tie('v')), { maxLength: 4 }).map(withOwnKeys),
  ),
})).v;

interface Def {
  type: string;
  shape?: Record<string, core.$ZodType>;
  innerType?: core.$ZodType;
  out?: core.$ZodType;
  in?: core.$ZodType;
  element?: core.$ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: core.$ZodType[];
}

const defOf = (t: core.$ZodType) => t._zod.def as unknown as Def;

/** The object shape of a payload schema (through optional, pipe…), or null when it has none. */
export function shapeOf(t: core.$ZodType): Record<string, core.$ZodType> | null {
  const d = defOf(t);
  if (d.type === 'object' && d.shape) return d.shape;
  const next = d.innerType ?? d.out ?? d.in;
  return next && d.type !== 'object' ? shapeOf(next) : null;
}

const PLAUSIBLE_STRINGS = ['13800138000', 'a'.repeat(32), 'clip.mp4', 'mp4', 'Harbour Bike Repair', 'alipay'];

/** A value the field's schema would likely accept (small ids hit the seeded rows). */
function plausible(t: core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(t);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return plausible(d.innerType!, depth);
    case 'pipe':
      return d.out && defOf(d.out).type !== 'transform' ? plausible(d.out, depth) : plausible(d.in!, depth);
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 100_000 }));
    case 'string':
      return fc.oneof(fc.constantFrom(...PLAUSIBLE_STRINGS), fc.string({ minLength: 1, maxLength: 24 }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? { a: 'a' }));
    case 'literal':
      return fc.constantFrom(...(d.values ?? [null]));
    case 'union':
      return fc.oneof(...(d.options ?? []).map((o) => plausible(o, depth)));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(plausible(d.element!, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : payloadOf(t, depth + 1);
    default:
      return malformed;
  }
}

/** Each field of the shape: absent, plausible or malformed; plus stray keys (prototype pollution among them). */
export function payloadOf(schema: core.$ZodType, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const shape = shapeOf(schema) ?? {};
  const fields = Object.entries(shape).map(([key, t]) =>
    fc.option(
      fc
        .oneof({ weight: 3, arbitrary: plausible(t, depth) }, { weight: 2, arbitrary: malformed })
        .map((v) => [key, v] as [string, unknown]),
      { nil: null, freq: 4 },
    ),
  );
  const stray = fc.array(fc.tuple(oddKey, malformed), { maxLength: depth === 0 ? 2 : 0 });
  return fc
    .tuple(fc.tuple(...fields), stray)
    .map(([own, extra]) => withOwnKeys([...own.filter((e) => e !== null), ...extra]));
}

/** A payload with no schema behind it: stray keys only. */
export const strayPayload: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(oddKey, malformed), { maxLength: 4 })
  .map(withOwnKeys);
