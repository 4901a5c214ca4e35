import { FACT_FIELDS } from '../../../../protocol/release';
import type { CertType, EditablePost, PostDraft } from '../../../../protocol/release';
import type { PostKind } from '../../../../protocol/types';

/**
 * The form's own state: what the inputs hold (strings, '' = not chosen), so a half-typed price or an unset
 * city is representable. draftToPayload turns it into the wire PostDraft once validation passed.
 */
export interface FormDraft {
  kind: PostKind;
  title: string;
  cityCode: string;
  typeCode: string;
  modeCode: string;
  description: string;
  /** "面议": no price range is sent. */
  negotiable: boolean;
  priceMin: string;
  priceMax: string;
  address: string;
  hours: string;
  contact: string;
  tags: string[];
  images: string[];
  videoId: string | null;
  videoPic: string | null;
  certType: CertType | null;
  facts: Record<string, string>;
}

export function emptyDraft(kind: PostKind): FormDraft {
  return {
    kind,
    title: '',
    cityCode: '',
    typeCode: '',
    modeCode: '',
    description: '',
    negotiable: false,
    priceMin: '',
    priceMax: '',
    address: '',
    hours: '',
    contact: '',
    tags: [],
    images: [],
    videoId: null,
    videoPic: null,
    certType: kind === 'certification' ? 1 : null,
    facts: {},
  };
}

const codeText = (n: number) => (n > 0 ? String(n) : '');
const priceText = (n: number | null) => (n == null ? '' : String(n));

/** An owner's post loaded by getEdit* → the form. */
export function draftFromEditable(p: EditablePost): FormDraft {
  const keys = new Set(FACT_FIELDS[p.kind].map((f) => f.key));
  return {
    kind: p.kind,
    title: p.title,
    cityCode: codeText(p.cityCode),
    typeCode: codeText(p.typeCode),
    modeCode: codeText(p.modeCode),
    description: p.description,
    negotiable: p.priceMin == null && p.priceMax == null,
    priceMin: priceText(p.priceMin),
    priceMax: priceText(p.priceMax),
    address: p.address,
    hours: p.hours,
    contact: p.contact,
    tags: [...p.tags],
    images: [...p.images],
    videoId: p.videoId,
    videoPic: p.videoPic,
    certType: p.kind === 'certification' ? (p.certType ?? 1) : null,
    facts: Object.fromEntries(Object.entries(p.facts).filter(([k]) => keys.has(k))),
  };
}

/** A price input as whole yuan, or null when empty. NaN for anything else (validation refuses it). */
export function parsePrice(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}

const code = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);

/** The form → the wire payload (call after validateDraft found nothing). */
export function draftToPayload(d: FormDraft): PostDraft {
  const facts: Record<string, string> = {};
  for (const f of FACT_FIELDS[d.kind]) {
    const v = (d.facts[f.key] ?? '').trim();
    if (v) facts[f.key] = v;
  }
  return {
    kind: d.kind,
    title: d.title.trim(),
    cityCode: code(d.cityCode),
    typeCode: code(d.typeCode),
    modeCode: code(d.modeCode),
    description: d.description.trim(),
    priceMin: d.negotiable ? null : parsePrice(d.priceMin),
    priceMax: d.negotiable ? null : parsePrice(d.priceMax),
    address: d.address.trim(),
    hours: d.hours.trim(),
    contact: d.contact.trim(),
    tags: d.tags.map((t) => t.trim()).filter(Boolean),
    images: [...d.images],
    videoId: d.videoId,
    videoPic: d.videoId ? d.videoPic : null,
    certType: d.kind === 'certification' ? d.certType : null,
    facts,
  };
}
