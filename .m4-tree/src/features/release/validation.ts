import {
  ADDRESS_MAX, CONTACT_MAX, DESCRIPTION_MAX, DESCRIPTION_MIN, FACT_FIELDS, FACT_VALUE_MAX, HOURS_MAX, IMAGES_MAX, IMAGES_MIN,
  PRICE_MAX, TAG_MAX_CHARS, TAGS_MAX, TITLE_MAX, TITLE_MIN,
} from '../../../protocol/release';
import { parsePrice } from './draft';
import type { FormDraft } from './draft';

export type ReleaseError =
  | 'nameRequired' | 'titleLength' | 'cityRequired' | 'typeRequired' | 'modeRequired'
  | 'descriptionShort' | 'descriptionLong' | 'priceRequired' | 'priceInvalid' | 'priceTooHigh' | 'priceOrder'
  | 'addressRequired' | 'addressLong' | 'hoursLong' | 'contactRequired' | 'phoneInvalid' | 'contactLong'
  | 'tagsTooMany' | 'tagTooLong' | 'imagesRequired' | 'imagesTooMany' | 'factRequired' | 'factLong'
  | 'certTypeRequired' | 'videoBusy';

/** Field name → error; facts are keyed `fact.<key>`. */
export type ReleaseErrors = Partial<Record<string, ReleaseError>>;

export interface ValidateContext {
  /** A video is still uploading (or failed and was not removed): the post cannot point at it yet. */
  videoPending?: boolean;
}

// Lengths as the server's schema counts them (UTF-16 units), so the form never passes what it refuses.
const len = (s: string) => s.trim().length;

const PHONE_CHARS = /^[+\d\s()-]+$/;
const CN_MOBILE = /^1[3-9]\d{9}$/;
const CN_LANDLINE = /^0\d{2,3}\d{7,8}$/;
const INTERNATIONAL = /^\+\d{7,15}$/;

/**
 * The contact is a phone number or a messaging handle ("微信 goldpost88"). Text made only of phone
 * characters is read as a number and must be a valid one (spec §5 default message); anything with letters
 * is a handle.
 */
export function contactError(raw: string): ReleaseError | undefined {
  const t = raw.trim();
  if (!t) return 'contactRequired';
  if (t.length > CONTACT_MAX) return 'contactLong';
  if (PHONE_CHARS.test(t)) {
    const digits = t.replace(/[\s()-]/g, '');
    if (!CN_MOBILE.test(digits) && !CN_LANDLINE.test(digits) && !INTERNATIONAL.test(digits)) return 'phoneInvalid';
  }
  return undefined;
}

function priceErrors(d: FormDraft, out: ReleaseErrors): void {
  if (d.negotiable) return;
  const min = parsePrice(d.priceMin);
  const max = parsePrice(d.priceMax);
  if (min === null && max === null) {
    out.priceMin = 'priceRequired';
    return;
  }
  for (const [k, v] of [['priceMin', min], ['priceMax', max]] as const) {
    if (v !== null && Number.isNaN(v)) out[k] = 'priceInvalid';
    else if (v !== null && v > PRICE_MAX) out[k] = 'priceTooHigh';
  }
  if (!out.priceMin && !out.priceMax && min !== null && max !== null && min > max) out.priceMax = 'priceOrder';
}

/** Every rule of the release form; an empty object means the draft can be sent. */
export function validateDraft(d: FormDraft, ctx: ValidateContext = {}): ReleaseErrors {
  const out: ReleaseErrors = {};
  const title = len(d.title);
  if (title === 0) out.title = 'nameRequired';
  else if (title < TITLE_MIN || title > TITLE_MAX) out.title = 'titleLength';
  if (!d.cityCode) out.cityCode = 'cityRequired';
  if (!d.typeCode) out.typeCode = 'typeRequired';
  if (!d.modeCode) out.modeCode = 'modeRequired';
  const desc = len(d.description);
  if (desc < DESCRIPTION_MIN) out.description = 'descriptionShort';
  else if (desc > DESCRIPTION_MAX) out.description = 'descriptionLong';
  priceErrors(d, out);
  // A shop has a place; other kinds may leave the address out.
  if (d.kind === 'store' && len(d.address) === 0) out.address = 'addressRequired';
  else if (len(d.address) > ADDRESS_MAX) out.address = 'addressLong';
  if (len(d.hours) > HOURS_MAX) out.hours = 'hoursLong';
  const contact = contactError(d.contact);
  if (contact) out.contact = contact;
  if (d.tags.length > TAGS_MAX) out.tags = 'tagsTooMany';
  else if (d.tags.some((t) => len(t) > TAG_MAX_CHARS)) out.tags = 'tagTooLong';
  if (d.images.length < IMAGES_MIN) out.images = 'imagesRequired';
  else if (d.images.length > IMAGES_MAX) out.images = 'imagesTooMany';
  for (const f of FACT_FIELDS[d.kind]) {
    const v = len(d.facts[f.key] ?? '');
    if (f.required && v === 0) out[`fact.${f.key}`] = 'factRequired';
    else if (v > FACT_VALUE_MAX) out[`fact.${f.key}`] = 'factLong';
  }
  if (d.kind === 'certification' && d.certType === null) out.certType = 'certTypeRequired';
  if (ctx.videoPending) out.video = 'videoBusy';
  return out;
}

export function hasReleaseErrors(e: ReleaseErrors): boolean {
  return Object.keys(e).length > 0;
}

/** Form order, so the first invalid field can be scrolled into view. */
export const FIELD_ORDER = [
  'certType', 'title', 'cityCode', 'typeCode', 'modeCode', 'description', 'priceMin', 'priceMax', 'address', 'hours', 'contact',
  'tags', 'images', 'video',
] as const;

export function firstErrorField(e: ReleaseErrors): string | undefined {
  return FIELD_ORDER.find((k) => e[k]) ?? Object.keys(e)[0];
}
