import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './auth-helpers';

export type FormFile = { bytes: Buffer; filename: string; type: string };

/** A multipart body as a browser's FormData sends it; undefined fields are left out (docs/product.md §3). */
export function formData(fields: Record<string, string | undefined>, files: Record<string, FormFile> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return form;
}

export function sendForm(app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string | undefined, form: FormData) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, payload: form });
}

/** A photo straight off a phone: EXIF with the GPS position of Nairobi, a camera make, a rotation and an ICC profile. */
export async function phoneJpeg({ width = 1600, height = 1000 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'FundiCam' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .toBuffer();
}

export async function pngImage({ width = 300, height = 200 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.5 } } }).png().toBuffer();
}

export const jpegFile = (bytes: Buffer): FormFile => ({ bytes, filename: 'me.jpg', type: 'image/jpeg' });
export const pngFile = (bytes: Buffer): FormFile => ({ bytes, filename: 'me.png', type: 'image/png' });

/** The EXIF tag that points at the GPS block (0x8825), little-endian as sharp writes it. */
export const GPS_POINTER_TAG = Buffer.from([0x25, 0x88]);

/** A valid Kenyan mobile number no other test uses: 0712 then six random digits. */
export function randomKenyanPhone(): string {
  return `0712${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** `0712345678` as stored (E.164). */
export function e164(kenyanPhone: string): string {
  return `+254${kenyanPhone.replace(/\D/g, '').slice(1)}`;
}
