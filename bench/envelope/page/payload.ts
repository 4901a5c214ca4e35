const encoder = new TextEncoder();

/**
 * A listing-like JSON payload of exactly `bytes` UTF-8 bytes (mixed ASCII and CJK, as real replies are),
 * so throughput reflects the JSON, UTF-8 and base64 work the request layer really does.
 */
export function makePayload(bytes: number): { items: object[]; note: string } {
  const items: object[] = [];
  const result = { items, note: '' };
  let size = encoder.encode(JSON.stringify(result)).length;
  for (let i = 0; size < bytes - 200; i++) {
    const item = {
      id: i,
      title: `Language school ${i} · 语言学校`,
      cityCode: 110100 + (i % 40),
      price: 1000 + i,
      tags: ['weekend', '周末'],
    };
    items.push(item);
    size += encoder.encode(JSON.stringify(item)).length + (i > 0 ? 1 : 0);
  }
  // Pad with ASCII to the exact size (one byte per character).
  result.note = 'x'.repeat(Math.max(0, bytes - encoder.encode(JSON.stringify(result)).length));
  return result;
}

export function byteLength(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}
