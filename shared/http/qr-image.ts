import QRCode from 'qrcode';

/** Big enough for a phone camera to read from a screen; the sandbox contract promises at least 200 x 200. */
export const QR_IMAGE_WIDTH_PX = 300;
/** The quiet zone around the code, in modules: the QR specification asks for 4. */
const QR_QUIET_ZONE_MODULES = 4;

/**
 * A real, scannable QR code of `text` as a PNG: the hosted payment page's QR image (served by the
 * payment's token, so the page never sees the gateway's image URL) and the sandbox's stand-in for
 * the gateway's QR image.
 * Error correction M, the usual level for payment QR codes printed or shown on a screen.
 */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    width: QR_IMAGE_WIDTH_PX,
    margin: QR_QUIET_ZONE_MODULES,
    errorCorrectionLevel: 'M',
  });
}
