import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { draftSchema } from '../../../../../protocol/release-schema';
import {
  CONTACT_MAX,
  DESCRIPTION_MAX,
  FACT_VALUE_MAX,
  IMAGES_MAX,
  PRICE_MAX,
  TAG_MAX_CHARS,
  TAGS_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from '../../../../../protocol/release';
import { draftToPayload, emptyDraft } from '../../../../../src/features/release/form/draft';
import type { FormDraft } from '../../../../../src/features/release/form/draft';
import { useReleaseMessages } from '../../../../../src/features/release/form/messages';
import {
  contactError,
  firstErrorField,
  hasReleaseErrors,
  validateDraft,
} from '../../../../../src/features/release/form/validation';

/** A store draft that passes every rule; each test breaks one thing. */
function valid(patch: Partial<FormDraft> = {}): FormDraft {
  return {
    ...emptyDraft('store'),
    title: '老街手工咖啡馆',
    cityCode: '110100',
    typeCode: '3',
    modeCode: '1',
    description: '自家烘焙的手冲咖啡，安静的阅读角落。',
    priceMin: '30',
    priceMax: '80',
    address: '老街 12 号',
    contact: '13800138000',
    images: ['img/ab/x.bin'],
    ...patch,
  };
}

describe('release validation', () => {
  it('accepts a complete draft', () => {
    expect(validateDraft(valid())).toEqual({});
    expect(hasReleaseErrors(validateDraft(valid()))).toBe(false);
  });

  it('uses the spec default messages where they fit', () => {
    const e = validateDraft(valid({ title: '  ', cityCode: '', address: '', contact: '12345' }));
    expect(e).toMatchObject({
      title: 'nameRequired',
      cityCode: 'cityRequired',
      address: 'addressRequired',
      contact: 'phoneInvalid',
    });
    const zh = useReleaseMessages.of('zh');
    expect(zh.nameRequired).toBe('请填写名称');
    expect(zh.phoneInvalid).toBe('手机号码格式不正确');
    expect(zh.cityRequired).toBe('请选择所在地区');
    expect(zh.addressRequired).toBe('地址不能为空');
  });

  it('checks title length at both bounds', () => {
    expect(validateDraft(valid({ title: 'x'.repeat(TITLE_MIN) })).title).toBeUndefined();
    expect(validateDraft(valid({ title: 'x'.repeat(TITLE_MIN - 1) })).title).toBe('titleLength');
    expect(validateDraft(valid({ title: 'x'.repeat(TITLE_MAX) })).title).toBeUndefined();
    expect(validateDraft(valid({ title: 'x'.repeat(TITLE_MAX + 1) })).title).toBe('titleLength');
  });

  it('needs type, mode and a long enough description', () => {
    const e = validateDraft(valid({ typeCode: '', modeCode: '', description: '太短' }));
    expect(e).toMatchObject({ typeCode: 'typeRequired', modeCode: 'modeRequired', description: 'descriptionShort' });
    expect(validateDraft(valid({ description: 'x'.repeat(DESCRIPTION_MAX + 1) })).description).toBe('descriptionLong');
  });

  it('price: a range, one bound, or negotiable; never min > max', () => {
    expect(validateDraft(valid({ priceMin: '', priceMax: '' })).priceMin).toBe('priceRequired');
    expect(validateDraft(valid({ priceMin: '', priceMax: '', negotiable: true }))).toEqual({});
    expect(validateDraft(valid({ priceMin: '50', priceMax: '' }))).toEqual({});
    expect(validateDraft(valid({ priceMin: '90', priceMax: '80' })).priceMax).toBe('priceOrder');
    expect(validateDraft(valid({ priceMin: '1.5' })).priceMin).toBe('priceInvalid');
    expect(validateDraft(valid({ priceMax: String(PRICE_MAX + 1) })).priceMax).toBe('priceTooHigh');
    // Negotiable ignores whatever was typed before it was switched on.
    expect(validateDraft(valid({ priceMin: 'abc', negotiable: true }))).toEqual({});
  });

  it('address is required for stores only', () => {
    expect(validateDraft(valid({ kind: 'personal', address: '' })).address).toBeUndefined();
    expect(validateDraft(valid({ kind: 'store', address: '' })).address).toBe('addressRequired');
  });

  it('contact: phone numbers must be valid, handles pass', () => {
    expect(contactError('')).toBe('contactRequired');
    expect(contactError('13800138000')).toBeUndefined();
    expect(contactError('138 0013 8000')).toBeUndefined();
    expect(contactError('010-62345678')).toBeUndefined();
    expect(contactError('+85291234567')).toBeUndefined();
    expect(contactError('1380013800')).toBe('phoneInvalid');
    expect(contactError('23800138000')).toBe('phoneInvalid');
    expect(contactError('微信 goldpost88')).toBeUndefined();
    expect(contactError('x'.repeat(CONTACT_MAX + 1))).toBe('contactLong');
  });

  it('tags: at most TAGS_MAX, each within TAG_MAX_CHARS', () => {
    expect(validateDraft(valid({ tags: Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`) })).tags).toBeUndefined();
    expect(validateDraft(valid({ tags: Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`) })).tags).toBe(
      'tagsTooMany',
    );
    expect(validateDraft(valid({ tags: ['x'.repeat(TAG_MAX_CHARS + 1)] })).tags).toBe('tagTooLong');
  });

  it('photos: at least one, at most IMAGES_MAX', () => {
    expect(validateDraft(valid({ images: [] })).images).toBe('imagesRequired');
    expect(
      validateDraft(valid({ images: Array.from({ length: IMAGES_MAX + 1 }, (_, i) => `img/${i}.bin`) })).images,
    ).toBe('imagesTooMany');
  });

  it('kind facts: required ones for certification and brokers, lengths for all', () => {
    const cert = validateDraft(valid({ kind: 'certification', certType: 1 }));
    expect(cert).toMatchObject({ 'fact.licenceNo': 'factRequired', 'fact.issuer': 'factRequired' });
    expect(
      validateDraft(valid({ kind: 'certification', certType: null, facts: { licenceNo: 'A1', issuer: 'B' } })).certType,
    ).toBe('certTypeRequired');
    expect(validateDraft(valid({ kind: 'broker' }))['fact.agency']).toBe('factRequired');
    expect(validateDraft(valid({ facts: { seats: 'x'.repeat(FACT_VALUE_MAX + 1) } }))['fact.seats']).toBe('factLong');
  });

  it('a video still uploading blocks the submit', () => {
    expect(validateDraft(valid(), { videoPending: true }).video).toBe('videoBusy');
  });

  it('finds the first invalid field in form order', () => {
    expect(firstErrorField(validateDraft(valid({ contact: '', title: '' })))).toBe('title');
    expect(firstErrorField(validateDraft(valid({ images: [] })))).toBe('images');
  });

  it('checks with the rules the server parses payloads with', () => {
    const schema = draftSchema(['store']);
    expect(z.safeParse(schema, draftToPayload(valid())).success).toBe(true);
    const refused = z.safeParse(schema, draftToPayload(valid({ contact: '12345' })));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contact', 'release.phone_invalid'],
    ]);
    expect(validateDraft(valid({ contact: '12345' }))).toEqual({ contact: 'phoneInvalid' });
  });

  it('has a message for every error in both languages', () => {
    const keys = ['nameRequired', 'titleLength', 'cityRequired', 'phoneInvalid', 'videoBusy', 'factRequired'] as const;
    for (const lang of ['zh', 'en'] as const)
      for (const k of keys) expect(useReleaseMessages.of(lang)[k]).toMatch(/\S/);
  });
});
