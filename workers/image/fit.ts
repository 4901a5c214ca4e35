import { IMAGE_BOX_PX } from '../../protocol/constants';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Spec §5: the uploaded picture fits inside the box keeping its proportions; a smaller one keeps its size
 * (upscaling only adds bytes). Sides round to whole pixels and never reach 0.
 * @throws {RangeError} when a side is not a positive finite number.
 */
export function fitInBox(size: PixelSize, box: number = IMAGE_BOX_PX): PixelSize {
  const { width, height } = size;
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`image size must be positive: ${width}×${height}`);
  }
  const scale = Math.min(1, box / width, box / height);
  if (scale === 1) return { width: Math.round(width), height: Math.round(height) };
  return {
    width: Math.min(box, Math.max(1, Math.round(width * scale))),
    height: Math.min(box, Math.max(1, Math.round(height * scale))),
  };
}
