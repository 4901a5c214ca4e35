import * as z from 'zod/mini';
import { FACT_FIELDS } from '../../../../protocol/release';
import { contactSchema, draftSchema } from '../../../../protocol/release-schema';
import type { ReleaseFieldRefusal } from '../../../../protocol/refusals';
import type { FormDraft } from './draft';

// The release form checks its draft with the server's own rules (protocol/release-schema.ts) and shows each
// broken rule as a field-level message (messages.ts). Only what is not on the wire is the form's own: a price
// or "negotiable" must be chosen, and a video still uploading blocks the submit.

export type ReleaseError =
  | 'nameRequired'
  | 'titleLength'
  | 'cityRequired'
  | 'typeRequired'
  | 'modeRequired'
  | 'descriptionShort'
  | 'descriptionLong'
  | 'priceRequired'
  | 'priceInvalid'
  | 'priceTooHigh'
  | 'priceOrder'
  | 'addressRequired'
  | 'addressLong'
  | 'hoursLong'
  | 'contactRequired'
  | 'phoneInvalid'
  | 'contactLong'
  | 'tagsTooMany'
  | 'tagTooLong'
  | 'imagesRequired'
  | 'imagesTooMany'
  | 'factRequired'
  | 'factLong'
  | 'certTypeRequired'
  | 'videoBusy';

/** Field name → error; facts are keyed `fact.<key>`. */
export type ReleaseErrors = Partial<Record<string, ReleaseError>>;

export interface ValidateContext {
  /** A video is still uploading (or failed and was not removed): the post cannot point at it yet. */
  videoPending?: boolean;
}

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/** The form's message for a contact refusal. */
function contactIssue(code: string): ReleaseError {
  if (code === 'release.phone_invalid') return 'phoneInvalid';
  return code === 'release.too_long' ? 'contactLong' : 'contactRequired';
}

/**
 * The field and message the form shows for a refused rule; null for rules the form cannot break (it trims
 * and dedupes tags, sends only its kind's facts and stored image paths).
 */
function formError(issue: Issue, d: FormDraft): [field: string, error: ReleaseError] | null {
  const [field, sub] = issue.path;
  const code = issue.message as ReleaseFieldRefusal;
  switch (field) {
    case 'title':
      return ['title', d.title.trim() === '' ? 'nameRequired' : 'titleLength'];
    case 'cityCode':
      return ['cityCode', 'cityRequired'];
    case 'typeCode':
      return ['typeCode', 'typeRequired'];
    case 'modeCode':
      return ['modeCode', 'modeRequired'];
    case 'description':
      return ['description', code === 'release.too_long' ? 'descriptionLong' : 'descriptionShort'];
    case 'priceMin':
    case 'priceMax':
      if (code === 'release.price_order') return [field, 'priceOrder'];
      return [field, code === 'release.price_too_high' ? 'priceTooHigh' : 'priceInvalid'];
    case 'address':
      return ['address', code === 'release.address_required' ? 'addressRequired' : 'addressLong'];
    case 'hours':
      return ['hours', 'hoursLong'];
    case 'contact':
      return ['contact', contactIssue(code)];
    case 'tags':
      if (code === 'release.tags_too_many') return ['tags', 'tagsTooMany'];
      return code === 'release.tag_too_long' ? ['tags', 'tagTooLong'] : null;
    case 'images':
      if (code === 'release.images_too_many') return ['images', 'imagesTooMany'];
      return code === 'release.images_too_few' || code === 'release.images_missing'
        ? ['images', 'imagesRequired']
        : null;
    case 'facts':
      if (typeof sub !== 'string' || code === 'release.fact_unknown') return null;
      return [`fact.${sub}`, code === 'release.fact_too_long' ? 'factLong' : 'factRequired'];
    case 'certType':
      return ['certType', 'certTypeRequired'];
    default:
      return null;
  }
}

/** The contact rule alone (phone numbers must be valid, handles pass), for checking as the user types. */
export function contactError(raw: string): ReleaseError | undefined {
  const result = z.safeParse(contactSchema, raw);
  return result.success ? undefined : contactIssue(result.error.issues[0]?.message ?? '');
}

/** The draft as the wire payload would carry it, keeping what the user typed so every rule can see it. */
function wireDraft(d: FormDraft): Record<string, unknown> {
  const price = (text: string) => (d.negotiable || text.trim() === '' ? null : text.trim());
  return {
    kind: d.kind,
    title: d.title,
    cityCode: d.cityCode || undefined,
    typeCode: d.typeCode || undefined,
    modeCode: d.modeCode || undefined,
    description: d.description,
    priceMin: price(d.priceMin),
    priceMax: price(d.priceMax),
    address: d.address,
    hours: d.hours,
    contact: d.contact,
    tags: d.tags.map((t) => t.trim()).filter(Boolean),
    images: d.images,
    videoId: d.videoId,
    videoPic: d.videoId ? d.videoPic : null,
    certType: d.kind === 'certification' ? d.certType : null,
    facts: Object.fromEntries(FACT_FIELDS[d.kind].map((f) => [f.key, d.facts[f.key] ?? ''])),
  };
}

/** Every rule of the release form; an empty object means the draft can be sent. */
export function validateDraft(d: FormDraft, ctx: ValidateContext = {}): ReleaseErrors {
  const out: ReleaseErrors = {};
  const result = z.safeParse(draftSchema([d.kind]), wireDraft(d));
  for (const issue of result.success ? [] : result.error.issues) {
    const found = formError(issue, d);
    if (found && !out[found[0]]) out[found[0]] = found[1];
  }
  // On the wire no price means "negotiable"; the form makes the user say so.
  if (!d.negotiable && d.priceMin.trim() === '' && d.priceMax.trim() === '') out.priceMin = 'priceRequired';
  if (ctx.videoPending) out.video = 'videoBusy';
  return out;
}

export function hasReleaseErrors(e: ReleaseErrors): boolean {
  return Object.keys(e).length > 0;
}

/** Form order, so the first invalid field can be scrolled into view. */
export const FIELD_ORDER = [
  'certType',
  'title',
  'cityCode',
  'typeCode',
  'modeCode',
  'description',
  'priceMin',
  'priceMax',
  'address',
  'hours',
  'contact',
  'tags',
  'images',
  'video',
] as const;

export function firstErrorField(e: ReleaseErrors): string | undefined {
  return FIELD_ORDER.find((k) => e[k]) ?? Object.keys(e)[0];
}
