import { decryptMedia, importMediaKey } from '../../protocol/web-cipher';
import { sniffImageType } from '../media/sniff';

// The boot script's helper (src/boot/boot-image.ts): decrypts the boot shell's picture and answers with
// its Blob, or null when it cannot. A worker of its own, started from the boot script's text, because the
// media worker only starts once the app's entry has run; WebCrypto stays off the page's thread. The page
// fetches the bytes itself: only a document's fetch is answered by its preload of the same URL.

interface Ask {
  bytes: ArrayBuffer;
  mediaKey: string;
}

self.onmessage = async (e: MessageEvent<Ask>) => {
  try {
    const plain = new Uint8Array(await decryptMedia(await importMediaKey(e.data.mediaKey), e.data.bytes));
    self.postMessage(new Blob([plain], { type: sniffImageType(plain) }));
  } catch {
    self.postMessage(null);
  }
  self.close();
};
