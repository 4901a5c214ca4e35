import { describe, expect, it } from 'vitest';
import type { EditablePost } from '../../../../../protocol/release';
import {
  draftFromEditable,
  draftToPayload,
  emptyDraft,
  parsePrice,
} from '../../../../../src/features/release/form/draft';
import { validateDraft } from '../../../../../src/features/release/form/validation';

const editable: EditablePost = {
  id: 7,
  kind: 'broker',
  title: '城东二手房经纪',
  cityCode: 310100,
  typeCode: 5,
  modeCode: 2,
  description: '十年本地经验，带看、议价、过户一条龙。',
  priceMin: null,
  priceMax: null,
  address: '',
  hours: '9:00–18:00',
  contact: '微信 estate_li',
  tags: ['二手房', '学区'],
  images: ['img/aa/1.bin', 'img/bb/2.bin'],
  videoId: 'v-123',
  videoPic: 'img/cc/poster.bin',
  certType: null,
  facts: { agency: '安居地产', yearsActive: '10', stray: 'dropped' },
  status: 3,
  reviewNote: '图片不清晰',
  video: { url: 'video/v-123/source.mp4', pic: 'img/cc/poster.bin' },
  updatedAt: 1_790_000_000,
};

describe('release draft mapping', () => {
  it('edit payload → form → payload keeps every field (negotiable as null prices)', () => {
    const form = draftFromEditable(editable);
    expect(form.negotiable).toBe(true);
    expect(form.cityCode).toBe('310100');
    expect(form.facts).toEqual({ agency: '安居地产', yearsActive: '10' });
    expect(validateDraft(form)).toEqual({});
    const payload = draftToPayload(form);
    const { id: _id, status: _s, reviewNote: _r, video: _v, updatedAt: _u, ...draft } = editable;
    expect(payload).toEqual({ ...draft, facts: { agency: '安居地产', yearsActive: '10' } });
  });

  it('form → payload: trims, parses prices and codes, drops empty facts', () => {
    const form = {
      ...emptyDraft('store'),
      title: '  街角书店 ',
      cityCode: '110100',
      typeCode: '3',
      modeCode: '',
      priceMin: '20',
      priceMax: '',
      tags: [' 安静 ', ''],
      facts: { opened: ' 2015 ', seats: '  ', unknownKey: 'x' },
    };
    const p = draftToPayload(form);
    expect(p).toMatchObject({
      title: '街角书店',
      cityCode: 110100,
      typeCode: 3,
      modeCode: 0,
      priceMin: 20,
      priceMax: null,
      tags: ['安静'],
      facts: { opened: '2015' },
      certType: null,
    });
  });

  it('negotiable sends no range even when numbers were typed', () => {
    const p = draftToPayload({ ...emptyDraft('personal'), negotiable: true, priceMin: '10', priceMax: '20' });
    expect([p.priceMin, p.priceMax]).toEqual([null, null]);
  });

  it('a poster only travels with its video; certification keeps its type', () => {
    expect(draftToPayload({ ...emptyDraft('store'), videoId: null, videoPic: 'img/x.bin' }).videoPic).toBeNull();
    expect(draftToPayload({ ...emptyDraft('certification'), certType: 2 }).certType).toBe(2);
    expect(emptyDraft('certification').certType).toBe(1);
  });

  it('parsePrice: empty → null, digits → number, anything else → NaN', () => {
    expect(parsePrice(' ')).toBeNull();
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('120')).toBe(120);
    expect(parsePrice('-1')).toBeNaN();
    expect(parsePrice('1e3')).toBeNaN();
  });
});
