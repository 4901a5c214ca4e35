/** Where the boot script (./boot-image.ts) leaves the picture it is decrypting, for the app to take over. */
export const BOOT_IMAGE_GLOBAL = '__goldpostBootImage';

export interface BootImage {
  /** The ciphertext's URL as the page named it: the media URL the app's image loader asks for. */
  src: string;
  /** The media path (before the variant was picked), as API replies name the picture. */
  path: string;
  /** The object URL shown in the boot shell, or null when it could not be fetched or decrypted. */
  url: Promise<string | null>;
}
