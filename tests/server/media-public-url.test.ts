import { describe, expect, it } from 'vitest';
import { mediaPublicUrlFrom } from '../../server/config';
import { globalConfig } from '../../server/domain/listings/catalog';
import { contentSecurityPolicy } from '../../server/plugins/security-headers';
import { detailBootPicture } from '../../server/http/boot-picture';
import type { PostDetail } from '../../protocol/types';

// MEDIA_PUBLIC_URL: a CDN base for media. Unset, every media URL and the CSP stay same-origin.

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('MEDIA_PUBLIC_URL', () => {
  it('is optional, kept without its trailing slash, and refused at start when malformed, by name', () => {
    expect(mediaPublicUrlFrom({})).toBeNull();
    expect(mediaPublicUrlFrom({ MEDIA_PUBLIC_URL: ' ' })).toBeNull();
    expect(mediaPublicUrlFrom({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/' })).toBe('https://cdn.example.com');
    expect(mediaPublicUrlFrom({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/site//' })).toBe(
      'https://cdn.example.com/site',
    );
    for (const bad of ['cdn.example.com', 'ftp://cdn.example.com', 'https://cdn.example.com/?v=1', 'https://u:p@cdn.x'])
      expect(() => mediaPublicUrlFrom({ MEDIA_PUBLIC_URL: bad }), bad).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it('prefixes the media base clients compose every media URL from', () => {
    const keys = { uploadImgKey: 'a'.repeat(32), uploadMp4Key: 'b'.repeat(32) };
    expect(globalConfig(keys, {}, null).img_base).toBe('/media/');
    expect(globalConfig(keys, {}, null, 'https://cdn.example.com').img_base).toBe('https://cdn.example.com/media/');
  });

  it('is allowed by the CSP for pictures, video and fetches only when set', () => {
    const plain = contentSecurityPolicy();
    expect(directive(plain, 'img-src')).toBe("img-src 'self' blob: data:");
    expect(directive(plain, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(plain, 'connect-src')).toBe("connect-src 'self'");
    const cdn = contentSecurityPolicy({ media: 'https://cdn.example.com', store: 'https://b.s3.example.com' });
    expect(directive(cdn, 'img-src')).toBe("img-src 'self' blob: data: https://cdn.example.com");
    expect(directive(cdn, 'media-src')).toBe("media-src 'self' blob: https://cdn.example.com");
    expect(directive(cdn, 'connect-src')).toBe("connect-src 'self' https://b.s3.example.com https://cdn.example.com");
  });

  it("fetches a landing page's first picture from the same base as every later one", () => {
    const post = { images: ['img/cc/shop.bin'], video: null } as unknown as PostDetail;
    const here = detailBootPicture(post)!;
    expect(here.preloadHtml).toContain('href="/media/img/cc/shop.w960.bin"');
    expect(here.leads.mobile?.src).toBe('/media/img/cc/shop.w960.bin');
    const cdn = detailBootPicture(post, 'https://cdn.example.com/media/')!;
    expect(cdn.preloadHtml).toContain('href="https://cdn.example.com/media/img/cc/shop.w960.bin"');
    expect(cdn.shellHtml).toContain('data-boot-src="https://cdn.example.com/media/img/cc/shop.w960.bin"');
    expect(cdn.leads.mobile?.src).toBe('https://cdn.example.com/media/img/cc/shop.w960.bin');
  });
});
