import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrImage } from './zxing-qr';

// A QR code drawn as a camera frame would hold it: dark modules on white, a quiet zone, RGBA.
function frameOf(text: string, scale = 5, margin = 4): ImageData {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = (modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor(y / scale) - margin;
      const column = Math.floor(x / scale) - margin;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height: width, colorSpace: 'srgb' } as ImageData;
}

describe('reading a ticket off a camera frame (ZXing)', () => {
  it('reads the QR code’s text', () => {
    const payload = 'BL1.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB';
    expect(decodeQrImage(frameOf(payload))).toBe(payload);
  });

  it('finds nothing in a frame without one', () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 } as ImageData;
    expect(decodeQrImage(blank)).toBeUndefined();
  });
});
