import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { phoneJpeg, pngImage } from '../forms';

/** Marks every payload, so a test can look for any trace of it in what was stored. */
export const PAYLOAD_MARK = 'fundi-polyglot-payload';
const script = `<script>alert('${PAYLOAD_MARK}')</script>`;
const html = `<!doctype html><html><body>${script}</body></html>`;

/** A ZIP archive holding one HTML file: appended to a JPEG, the file is still a valid ZIP. */
function zipWithHtml(): Buffer {
  const name = Buffer.from('evil.html');
  const data = Buffer.from(html);
  const packed = deflateRawSync(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralStart = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A JPEG comment segment (COM, 0xFFFE) right after the start marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** A real PNG with the payload in a tEXt chunk before IEND and again after the end. */
function pngWithTextChunk(png: Buffer): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${script}`)), png.subarray(iend), Buffer.from(html)]);
}

/** Files that decode as images and also carry a payload: accepted only once re-encoded without it. */
export async function imagePolyglots(): Promise<Array<[string, Buffer]>> {
  const jpeg = await phoneJpeg({ width: 320, height: 240 });
  const png = await pngImage({ width: 120, height: 80 });
  return [
    ['a JPEG with a ZIP (holding an HTML page) appended', Buffer.concat([jpeg, zipWithHtml()])],
    ['a JPEG with an HTML page appended', Buffer.concat([jpeg, Buffer.from(html)])],
    ['a JPEG whose comment segment is a script', withJpegComment(jpeg, script)],
    ['a PNG with a script in a text chunk and HTML after its end', pngWithTextChunk(png)],
  ];
}

/** Files that only pretend to be images: refused outright. */
export const fakeImages: Array<[string, Buffer]> = [
  // Valid as a GIF header and as JavaScript (`GIF89a = ...`), a classic for script-src bypasses.
  ['a GIF/JavaScript polyglot', Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(8), Buffer.from(`*/=1;alert('${PAYLOAD_MARK}');`)])],
  ['an SVG with a script, sent as a PNG', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert('${PAYLOAD_MARK}')">${script}</svg>`)],
  ['a PNG signature followed by an HTML page', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(html)])],
  ['a WebP header followed by an HTML page', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.from(html)])],
];

/** A tiny PNG whose header claims `side` x `side` pixels: a decompression bomb's shape. */
export function pngClaiming(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
