// A crop in the image's own pixels (as the server crops): a square for a profile photo, any
// rectangle for a flyer.
export type CropRect = { x: number; y: number; width: number; height: number };

const MIN_SIDE = 32;

// Where a crop starts: the largest square in the middle, or the whole image.
export function initialCrop(width: number, height: number, square: boolean): CropRect {
  if (!square) return { x: 0, y: 0, width, height };
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side };
}

const between = (value: number, low: number, high: number) => Math.round(Math.min(high, Math.max(low, value)));

// Any move or resize ends inside the image, each side at least 32 pixels (or the image's own).
export function clampCrop(crop: CropRect, width: number, height: number, square: boolean): CropRect {
  let w = between(crop.width, Math.min(MIN_SIDE, width), width);
  let h = between(crop.height, Math.min(MIN_SIDE, height), height);
  if (square) {
    w = Math.min(w, h, width, height);
    h = w;
  }
  return { width: w, height: h, x: between(crop.x, 0, width - w), y: between(crop.y, 0, height - h) };
}

// Growing or shrinking by keyboard keeps the crop's centre where it was.
export function resizeCrop(crop: CropRect, by: number, width: number, height: number, square: boolean): CropRect {
  return clampCrop(
    { x: crop.x - by / 2, y: crop.y - by / 2, width: crop.width + by, height: crop.height + by },
    width,
    height,
    square,
  );
}
