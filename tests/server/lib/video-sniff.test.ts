import { describe, expect, it } from 'vitest';
import { isVideoHead } from '../../../server/lib/video-sniff';

const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');
const text = (s: string) => Buffer.from(s, 'latin1');

describe('video container check', () => {
  it('accepts the openings of MP4, MOV, 3GP, WebM, MKV and AVI files', () => {
    const heads = {
      mp4: hex('00000020 66747970 69736f6d 00000200'),
      mov: hex('00000014 66747970 71742020 00000000'),
      oldQuickTime: hex('00000008 77696465 0a8b9c3d 6d646174'),
      threeGp: hex('00000018 66747970 33677035 00000000'),
      webmOrMkv: hex('1a45dfa3 9f428681 0142f781 01'),
      avi: text('RIFF\x10\x00\x00\x00AVI LIST'),
    };
    for (const [name, head] of Object.entries(heads)) expect([name, isVideoHead(head)]).toEqual([name, true]);
  });

  it('refuses a web page, an image, an archive, a WAV file, random bytes and a file too short to tell', () => {
    const heads = {
      html: text('<!doctype html><script>alert(1)</script>'),
      svg: text('<svg xmlns="http://www.w3.org/2000/svg">'),
      png: hex('89504e47 0d0a1a0a 0000000d 49484452'),
      zip: hex('504b0304 14000000 08000000 00000000'),
      wav: text('RIFF\x10\x00\x00\x00WAVEfmt '),
      random: hex('8f3a11c2 9e04d7b6 55aa01fe 77c3e2d1'),
      short: hex('00000018 66747970'),
    };
    for (const [name, head] of Object.entries(heads)) expect([name, isVideoHead(head)]).toEqual([name, false]);
  });
});
