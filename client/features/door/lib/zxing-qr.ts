// The QR reader's own modules, not the library's index: the index pulls in every format and
// reader ZXing has (about 400 KB), the door needs one.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

const reader = new QRCodeReader();

// The text of the QR code in a frame, if one is there (ZXing, for browsers without a
// BarcodeDetector that reads QR codes).
export function decodeQrImage(image: ImageData): string | undefined {
  const { data, width, height } = image;
  const luminances = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < luminances.length; pixel += 1) {
    const at = pixel * 4;
    // Rec. 601 weights, in integers.
    luminances[pixel] = ((data[at] ?? 0) * 299 + (data[at + 1] ?? 0) * 587 + (data[at + 2] ?? 0) * 114) / 1000;
  }
  try {
    return reader
      .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height))))
      .getText();
  } catch {
    // No code in this frame (or not one that reads): the next frame is tried.
    return undefined;
  }
}
