import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostKind } from '../../../../../protocol/types';
import { emptyDraft } from '../../../../../src/features/release/form/draft';
import { examplesOf, useReleaseMessages } from '../../../../../src/features/release/form/messages';
import { ReleaseForm } from '../../../../../src/features/release/form/ReleaseForm';
import type { Lang } from '../../../../../src/i18n';
import { setLang } from '../../../../../src/state/locale';

const KINDS: PostKind[] = ['personal', 'store', 'broker', 'certification'];
const LANGS: Lang[] = ['zh', 'en'];

/** A text as React writes it inside an attribute. */
const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe.each(LANGS)('each release form shows examples of its own kind (%s)', (lang) => {
  beforeAll(() => {
    setLang(lang);
    // The form remembers its own address (useDeviceDraft.ts); effects do not run in a static render.
    vi.stubGlobal('window', { location: { pathname: '/release' } });
  });
  afterAll(() => {
    setLang('zh');
    vi.unstubAllGlobals();
  });

  it.each(KINDS)('the %s form', (kind) => {
    const html = renderToStaticMarkup(<ReleaseForm initial={emptyDraft(kind)} editId={null} />);
    const mine = examplesOf(useReleaseMessages.of(lang), kind);
    for (const text of Object.values(mine)) expect(html).toContain(`placeholder="${attr(text)}"`);
    for (const other of KINDS.filter((k) => k !== kind)) {
      const theirs = examplesOf(useReleaseMessages.of(lang), other);
      expect(html).not.toContain(`placeholder="${attr(theirs.title)}"`);
      expect(html).not.toContain(`placeholder="${attr(theirs.description)}"`);
    }
  });

  it('no two kinds share a title, description or hours example', () => {
    const all = KINDS.map((k) => examplesOf(useReleaseMessages.of(lang), k));
    for (const field of ['title', 'description', 'hours', 'address'] as const) {
      expect(new Set(all.map((e) => e[field])).size, field).toBe(KINDS.length);
    }
    for (const e of all) for (const text of Object.values(e)) expect(text.trim()).not.toBe('');
  });
});

describe('a personal service is not shown a shop as its example', () => {
  it.each(LANGS)('%s', (lang) => {
    const texts = Object.values(examplesOf(useReleaseMessages.of(lang), 'personal')).join(' ');
    expect(texts).not.toMatch(/咖啡馆|老街|店铺|门牌|Café|store|shop front/i);
  });
});
