import QRCode from 'qrcode';

// Issue 42 (D36): the QR code of a ticket, drawn on the server so that the dashboard, the ticket
// page and the email show the same image and the browser needs no QR library. Medium error
// correction and the standard quiet zone of four modules: phones read it off a cracked screen.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

// Drawn this many pixels wide (the SVG scales; the PNG is sharp at twice the email's 200 px).
export const QR_SVG_SIZE = 320;
export const QR_PNG_SIZE = 400;

export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...OPTIONS, type: 'svg', width: QR_SVG_SIZE });
}

export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...OPTIONS, type: 'png', width: QR_PNG_SIZE });
}
