// Near-same text, for the duplicate check: Jaccard similarity of character shingles. Characters, not words,
// because Chinese has no spaces between words; three characters per shingle, because single Chinese
// characters and pairs repeat across unrelated posts of one trade far more than triples do. Case, width
// (NFKC), spacing and punctuation are ignored, so a reworded copy is measured by what it says.

export const SHINGLE = 3;

/** Text reduced to letters, digits and ideographs, lower case, NFKC-normalised. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The set of SHINGLE-character substrings (by code point, so astral characters stay whole). */
export function shingles(text: string): Set<string> {
  const chars = Array.from(normalizeText(text));
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= chars.length; i++) out.add(chars.slice(i, i + SHINGLE).join(''));
  return out;
}

/** |A ∩ B| / |A ∪ B|, 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / (a.size + b.size - common);
}

/** Similarity of two texts, 0–1. */
export function textSimilarity(a: string, b: string): number {
  return jaccard(shingles(a), shingles(b));
}
