import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, encodeAll } from '../../../server/http/content-encoding';

describe('acceptedEncodings', () => {
  it('puts brotli before gzip whatever the order or weights the client gives', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0.5')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(['gzip', 'br'])).toEqual(['br', 'gzip']);
  });

  it('leaves out what the client refuses or does not name', () => {
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('BR ; Q=0 , GZIP ; q=0.001')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('deflate')).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('reads * as every encoding not named, and survives garbage', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
    expect(acceptedEncodings('br;q=abc, ,;;, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=2, gzip;q=')).toEqual([]);
  });
});

describe('encodeAll', () => {
  it('gives bodies that decode back to the text, compressed ones smaller for repetitive text', () => {
    const text = '<p>金帖 listings</p>\n'.repeat(200);
    const bodies = encodeAll(text);
    expect(bodies.identity.toString('utf8')).toBe(text);
    expect(brotliDecompressSync(bodies.br).toString('utf8')).toBe(text);
    expect(gunzipSync(bodies.gzip).toString('utf8')).toBe(text);
    expect(bodies.br.length).toBeLessThan(bodies.identity.length / 10);
    expect(bodies.gzip.length).toBeLessThan(bodies.identity.length / 10);
  });
});
