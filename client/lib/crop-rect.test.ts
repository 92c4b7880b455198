import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, resizeCrop } from './crop-rect';

describe('crop rectangle', () => {
  it('starts as the largest middle square, or the whole image', () => {
    expect(initialCrop(400, 300, true)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(initialCrop(300, 401, true)).toEqual({ x: 0, y: 50, width: 300, height: 300 });
    expect(initialCrop(400, 300, false)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });

  it('stays inside the image however far it is moved or grown', () => {
    expect(clampCrop({ x: -20, y: 500, width: 100, height: 100 }, 400, 300, true)).toEqual({
      x: 0,
      y: 200,
      width: 100,
      height: 100,
    });
    expect(clampCrop({ x: 390, y: 0, width: 900, height: 900 }, 400, 300, true)).toMatchObject({ x: 100, width: 300 });
    expect(clampCrop({ x: 10, y: 10, width: 900, height: 50 }, 400, 300, false)).toEqual({
      x: 0,
      y: 10,
      width: 400,
      height: 50,
    });
  });

  it('a square stays square; keyboard resizing keeps the centre, never below 32 pixels', () => {
    expect(clampCrop({ x: 0, y: 0, width: 120, height: 80 }, 400, 300, true)).toMatchObject({ width: 80, height: 80 });
    expect(resizeCrop({ x: 100, y: 100, width: 100, height: 100 }, 20, 400, 300, true)).toEqual({
      x: 90,
      y: 90,
      width: 120,
      height: 120,
    });
    expect(resizeCrop({ x: 100, y: 100, width: 40, height: 40 }, -40, 400, 300, true)).toMatchObject({ width: 32 });
  });
});
