import jsQR from 'jsqr';
import pngjs from 'pngjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with right after its signature. */
export function pngSize(bytes: Buffer): { signature: boolean; chunk: string; width: number; height: number } {
  return {
    signature: bytes.subarray(0, 8).equals(PNG_SIGNATURE),
    chunk: bytes.subarray(12, 16).toString('latin1'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

/** What a phone camera would read from the image: the decoded text of the QR code it shows, if any. */
export function readQrCode(bytes: Buffer): string | undefined {
  const image = pngjs.PNG.sync.read(bytes);
  return jsQR(
    new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
    image.width,
    image.height,
  )?.data;
}
