// Issue 42 (D36): reads a ticket's QR code off the camera's frames. The browser's own
// BarcodeDetector where it reads QR codes; elsewhere a decoder library (ZXing), downloaded only
// then and only by the door page.

export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | undefined>;

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

// Frames are read at most this wide: enough for a phone held to a screen, and quick.
const MAX_WIDTH = 640;

export async function loadQrDecoder(): Promise<FrameDecoder> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { decodeQrImage } = await import('./zxing-qr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodeQrImage(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}
