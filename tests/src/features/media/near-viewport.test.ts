import { describe, expect, it } from 'vitest';
import { noteEntry, observedWidth } from '../../../../src/features/media/near-viewport';

// Stands in for an element: the widths are kept per element object, nothing of the DOM is read.
const element = () => ({}) as Element;
const entry = (target: Element, width: number) => ({ target, boundingClientRect: { width } as DOMRectReadOnly });

describe('observedWidth', () => {
  it('gives back the width an observer entry reported for that element', () => {
    const a = element();
    const b = element();
    noteEntry(entry(a, 171.5));
    noteEntry(entry(b, 390));
    expect(observedWidth(a)).toBe(171.5);
    expect(observedWidth(b)).toBe(390);
  });

  it('keeps the latest report', () => {
    const a = element();
    noteEntry(entry(a, 100));
    noteEntry(entry(a, 180));
    expect(observedWidth(a)).toBe(180);
  });

  it('knows nothing of an element no observer reported, or of no element', () => {
    expect(observedWidth(element())).toBeUndefined();
    expect(observedWidth(null)).toBeUndefined();
  });
});
