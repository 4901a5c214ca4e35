import { describe, expect, it, vi } from 'vitest';
import { copyText, systemShare } from '../../../../../src/features/public-pages/share/share-link';

const data = { title: 'Corner Café', url: 'https://example.test/details/store/7' };

describe('systemShare', () => {
  it('uses the system sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    expect(await systemShare(data, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('falls back when there is no sheet, it refuses the data, or it fails', async () => {
    expect(await systemShare(data, {})).toBe('fallback');
    expect(await systemShare(data, { share: vi.fn(), canShare: () => false })).toBe('fallback');
    const broken = vi.fn(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    expect(await systemShare(data, { share: broken })).toBe('fallback');
  });

  it('treats the person closing the sheet as done, not as a failure', async () => {
    const cancelled = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    expect(await systemShare(data, { share: cancelled })).toBe('cancelled');
  });
});

function fakeDoc(copyWorks: boolean) {
  const appended: { value: string; removed: boolean }[] = [];
  const doc = {
    body: {
      append: (el: { value: string; removed: boolean }) => appended.push(el),
    },
    createElement: () => {
      const el = {
        value: '',
        removed: false,
        style: {},
        setAttribute: () => undefined,
        select: () => undefined,
        remove: () => {
          el.removed = true;
        },
      };
      return el;
    },
    execCommand: vi.fn(() => copyWorks),
  };
  return { doc: doc as unknown as Document, appended, execCommand: doc.execCommand };
}

describe('copyText', () => {
  it('writes through the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => undefined);
    const { doc, execCommand } = fakeDoc(true);
    expect(await copyText('link', { clipboard: { writeText }, doc })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('link');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea when the API is missing or denied, and cleans up', async () => {
    const denied = vi.fn(async () => {
      throw new Error('denied');
    });
    const { doc, appended, execCommand } = fakeDoc(true);
    expect(await copyText('the link', { clipboard: { writeText: denied }, doc })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ value: 'the link', removed: true });
    const none = fakeDoc(false);
    expect(await copyText('x', { doc: none.doc })).toBe(false);
    expect(none.appended[0]?.removed).toBe(true);
  });
});
