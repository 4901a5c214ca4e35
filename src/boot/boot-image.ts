import { BOOT_IMAGE_GLOBAL } from './boot-image-global';
import type { BootImage } from './boot-image-global';

// The boot shell's largest picture, decrypted while the app's scripts still load: this classic deferred
// script of a kilobyte runs once the boot shell is parsed and before the app's entry (which comes after it in
// the head and takes the picture over), and the picture is the first screen's largest paint. The server names
// it (server/http/first-replies.ts) and preloads its ciphertext, which the page's fetch takes over; a worker
// made from the text built in here (workers/boot/boot-image.worker.ts) decrypts it. The app then shows the
// same object URL (src/features/media/boot-image.ts) instead of fetching the image again.

declare const __BOOT_IMAGE_WORKER__: string;

/** Started before the bytes arrive, so its start-up overlaps the download. */
function decryptInWorker(bytes: Promise<ArrayBuffer>, mediaKey: string): Promise<Blob | null> {
  const code = URL.createObjectURL(new Blob([__BOOT_IMAGE_WORKER__], { type: 'text/javascript' }));
  const worker = new Worker(code);
  URL.revokeObjectURL(code);
  return new Promise<Blob | null>((resolve) => {
    worker.onmessage = (e: MessageEvent<Blob | null>) => resolve(e.data instanceof Blob ? e.data : null);
    worker.onerror = () => resolve(null);
    bytes.then(
      (b) => worker.postMessage({ bytes: b, mediaKey }, [b]),
      () => {
        worker.terminate();
        resolve(null);
      },
    );
  });
}

async function download(src: string): Promise<ArrayBuffer> {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.arrayBuffer();
}

function start(): void {
  // One <img> per kind of screen the page was built for (their media queries); this screen keeps its own.
  const all = [...document.querySelectorAll<HTMLImageElement>('img[data-boot-src]')];
  const img = all.find((i) => !i.dataset.bootMedia || matchMedia(i.dataset.bootMedia).matches);
  // The boot shell's others go; a picture the server rendered into the app's markup is the app's to keep.
  for (const other of all) if (other !== img && other.classList.contains('boot-img')) other.remove();
  const config = document.getElementById('app-config')?.textContent;
  const { bootSrc: src, bootPath: path } = img?.dataset ?? {};
  if (!img || !config || !src || !path || typeof Worker === 'undefined') return;
  const url = (async () => {
    try {
      const { keys } = JSON.parse(config) as { keys: { mediaKey: string } };
      const blob = await decryptInWorker(download(src), keys.mediaKey);
      if (!blob) return null;
      const objectUrl = URL.createObjectURL(blob);
      img.src = objectUrl;
      return objectUrl;
    } catch {
      // The app loads the picture its own way.
      return null;
    }
  })();
  const boot: BootImage = { src, path, url };
  Object.defineProperty(globalThis, BOOT_IMAGE_GLOBAL, { value: boot });
}

start();
