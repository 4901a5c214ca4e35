import * as z from 'zod/mini';
import { INT_FIELD_MAX } from './constants';
import { isSafeMediaPath } from './media';
import { isValidPhone } from './people-contact-rules';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  FACT_FIELDS,
  FACT_VALUE_MAX,
  HOURS_MAX,
  IMAGES_MAX,
  IMAGES_MIN,
  PRICE_MAX,
  TAGS_MAX,
  TAG_MAX_CHARS,
  TITLE_MAX,
  TITLE_MIN,
} from './release';
import type { PostDraft } from './release';
import type { ReleaseFieldRefusal } from './refusals';
import { POST_KINDS } from './types';
import type { PostKind } from './types';

// The release draft's rules, once, for both sides: the server parses every posting payload with it and the
// release form checks its draft with it before sending. Each rule's message is a ReleaseFieldRefusal code; the
// issue's path names the field (zod/mini keeps the form's chunk small).

const VIDEO_ID_MAX = 100;

/** Route params and form inputs reach the wire as digit strings now and then. */
const digits = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
const numeric = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(digits), schema);

/** Types a rule's message as a refusal code, so a misspelt one fails the build. */
const code = (c: ReleaseFieldRefusal) => c;
const missingOr = (missing: ReleaseFieldRefusal, other: ReleaseFieldRefusal) => (iss: { input?: unknown }) =>
  iss.input === undefined ? missing : other;

function text(min: number, max: number) {
  return z
    .string({ error: missingOr('release.required', 'release.not_text') })
    .check(
      z.trim(),
      z.minLength(min, code(min <= 1 ? 'release.required' : 'release.too_short')),
      z.maxLength(max, code('release.too_long')),
    );
}

const optionalText = (max: number) =>
  z._default(
    z.string({ error: code('release.not_text') }).check(z.trim(), z.maxLength(max, code('release.too_long'))),
    '',
  );

const taxonomyCode = () =>
  numeric(
    z
      .int({ error: missingOr('release.choose', 'release.not_code') })
      .check(z.gte(1, code('release.choose')), z.lte(INT_FIELD_MAX, code('release.not_code'))),
  );

const price = () =>
  z._default(
    z.nullable(
      numeric(
        z
          .int({ error: code('release.not_integer') })
          .check(z.gte(0, code('release.negative')), z.lte(PRICE_MAX, code('release.price_too_high'))),
      ),
    ),
    null,
  );

const unique = (list: readonly string[]) => new Set(list).size === list.length;

const PHONE_CHARS = /^[+\d\s()-]+$/;

/**
 * The contact is a phone number or a messaging handle ("微信 goldpost88"). Text made only of phone
 * characters is read as a number and must be a valid one (spec §5 default message), by the one phone rule
 * contact details and chat's safety notes use (people-contact-rules.ts); anything with letters is a handle.
 */
function isValidContact(contact: string): boolean {
  const t = contact.trim();
  return !PHONE_CHARS.test(t) || isValidPhone(t);
}

/** The contact field: a messaging handle, or a phone number that must be a valid one. */
export const contactSchema = text(1, CONTACT_MAX).check(z.refine(isValidContact, code('release.phone_invalid')));

function draftShape(kinds: readonly [PostKind, ...PostKind[]]) {
  return {
    kind: z.enum(kinds, { error: code('release.kind_invalid') }),
    title: text(TITLE_MIN, TITLE_MAX),
    cityCode: taxonomyCode(),
    typeCode: taxonomyCode(),
    modeCode: taxonomyCode(),
    description: text(DESCRIPTION_MIN, DESCRIPTION_MAX),
    priceMin: price(),
    priceMax: price(),
    address: optionalText(ADDRESS_MAX),
    hours: optionalText(HOURS_MAX),
    contact: contactSchema,
    tags: z._default(
      z
        .array(
          z
            .string({ error: code('release.tag_not_text') })
            .check(
              z.trim(),
              z.minLength(1, code('release.tag_empty')),
              z.maxLength(TAG_MAX_CHARS, code('release.tag_too_long')),
            ),
          { error: code('release.tags_not_list') },
        )
        .check(z.maxLength(TAGS_MAX, code('release.tags_too_many')), z.refine(unique, code('release.tags_repeated'))),
      [],
    ),
    images: z
      .array(
        z
          .string({ error: code('release.image_not_text') })
          .check(z.refine(isSafeMediaPath, code('release.image_path_invalid'))),
        {
          error: missingOr('release.images_missing', 'release.images_not_list'),
        },
      )
      .check(
        z.minLength(IMAGES_MIN, code('release.images_too_few')),
        z.maxLength(IMAGES_MAX, code('release.images_too_many')),
        z.refine(unique, code('release.images_repeated')),
      ),
    videoId: z._default(
      z.nullable(
        z
          .string({ error: code('release.video_id_invalid') })
          .check(
            z.trim(),
            z.minLength(1, code('release.video_id_empty')),
            z.maxLength(VIDEO_ID_MAX, code('release.video_id_invalid')),
          ),
      ),
      null,
    ),
    videoPic: z._default(
      z.nullable(
        z
          .string({ error: code('release.poster_not_text') })
          .check(z.refine(isSafeMediaPath, code('release.poster_path_invalid'))),
      ),
      null,
    ),
    certType: z._default(z.nullable(z.literal([1, 2], { error: code('release.cert_type_invalid') })), null),
    facts: z._default(
      z.record(
        z.string(),
        z
          .string({ error: code('release.fact_not_text') })
          .check(z.trim(), z.maxLength(FACT_VALUE_MAX, code('release.fact_too_long'))),
      ),
      {},
    ),
  };
}

/**
 * Rules that involve more than one field; each issue points at the field the form should mark. They run even
 * when a field failed (the form shows every problem at once), so any value may still be of a wrong type.
 */
function crossCheck(ctx: z.core.ParsePayload<PostDraft>): void {
  const d = ctx.value as { [K in keyof PostDraft]?: unknown };
  const issue = (path: PropertyKey[], message: ReleaseFieldRefusal, params?: Record<string, string>) =>
    ctx.issues.push({ code: 'custom', path, message, input: d, params });
  if (typeof d.priceMin === 'number' && typeof d.priceMax === 'number' && d.priceMin > d.priceMax)
    issue(['priceMax'], 'release.price_order');
  const kind = POST_KINDS.find((k) => k === d.kind);
  if (kind === 'store' && !d.address) issue(['address'], 'release.address_required');
  if (kind === 'certification' && d.certType === null) issue(['certType'], 'release.choose');
  if (kind === undefined || typeof d.facts !== 'object' || d.facts === null) return;
  const facts = d.facts as Record<string, unknown>;
  const fields = FACT_FIELDS[kind];
  for (const key of Object.keys(facts)) {
    if (!fields.some((f) => f.key === key)) issue(['facts', key], 'release.fact_unknown', { kind });
  }
  for (const f of fields) {
    if (f.required && !facts[f.key]) issue(['facts', f.key], 'release.required');
  }
}

const crossChecks = z.check(crossCheck, { when: () => true });

/** A create payload of the given kinds (each endpoint takes its own kinds). */
export function draftSchema(kinds: readonly [PostKind, ...PostKind[]]) {
  return z.object(draftShape(kinds)).check(crossChecks);
}

/** An edit payload: the draft plus the post's id. */
export function editSchema(kinds: readonly [PostKind, ...PostKind[]]) {
  return z
    .object({ id: numeric(z.int().check(z.gte(1), z.lte(INT_FIELD_MAX))), ...draftShape(kinds) })
    .check(crossChecks);
}
