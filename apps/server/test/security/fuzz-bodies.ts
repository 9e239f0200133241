import fc from 'fast-check';
import { contentTypes, hostileText, hostileValue, tainted } from './fuzz-values';

export type FuzzedBody = { contentType?: string; payload: string | Buffer };

/**
 * A JSON text built entry by entry, so keys such as `__proto__` reach the server as keys
 * (an object literal would turn them into a prototype instead).
 */
function jsonObject(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

const sneakyKeys = ['__proto__', 'constructor', 'prototype', 'role', 'isSeller', 'id', 'userId', 'buyerId', 'sellerId', 'status', 'price'];

/** The route's valid body with fields replaced by hostile values, dropped, or joined by extra ones. */
function mutatedJson(sample: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(sample);
  const keyArbitrary = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x');
  const replacement = keyArbitrary.chain((key) => {
    const value = sample[key];
    const values = typeof value === 'string' ? fc.oneof(tainted(value), hostileValue) : hostileValue;
    return values.map((replaced) => [key, replaced] as [string, unknown]);
  });
  return fc
    .record({
      replaced: fc.array(replacement, { maxLength: 3 }),
      dropped: fc.subarray(keys),
      extra: fc.array(fc.tuple(fc.constantFrom(...sneakyKeys), hostileValue), { maxLength: 2 }),
    })
    .map(({ replaced, dropped, extra }) => {
      const entries = new Map(Object.entries(sample).filter(([key]) => !dropped.includes(key)));
      for (const [key, value] of replaced) entries.set(key, value);
      return jsonObject([...entries, ...extra]);
    });
}

/** The route's valid body with an odd character slipped into one or two of its texts. */
function taintedJson(sample: Record<string, unknown>): fc.Arbitrary<string> {
  const texts = Object.keys(sample).filter((key) => typeof sample[key] === 'string');
  if (texts.length === 0) return fc.constant(JSON.stringify(sample));
  const taintedEntry = fc.constantFrom(...texts).chain((key) => tainted(sample[key] as string).map((value) => [key, value] as [string, unknown]));
  return fc.array(taintedEntry, { minLength: 1, maxLength: 2 }).map((changes) => jsonObject([...new Map([...Object.entries(sample), ...changes])]));
}

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,"a":2}',
    '{"__proto__":{"isSeller":true}}',
    '{"constructor":{"prototype":{"role":"seller"}}}',
    '\uFEFF{}',
    'null',
    '""',
    'true',
    '1e999',
    '[]',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `{"a":"${'\\u0000'.repeat(100)}"}`,
    `{"a":"\\ud800"}`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.uint8Array({ maxLength: 80 }).map((bytes) => Buffer.from(bytes)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
);

/** A JSON-ish body: the route's own shape gone wrong, or not JSON at all, under any content type. */
export function jsonBody(sample: Record<string, unknown>): fc.Arbitrary<FuzzedBody> {
  const json = fc.oneof({ weight: 3, arbitrary: mutatedJson(sample) }, { weight: 3, arbitrary: taintedJson(sample) }, { weight: 2, arbitrary: malformedJson });
  const truncated = fc.tuple(mutatedJson(sample), fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1)));
  const oversized = fc.constant(JSON.stringify({ ...sample, padding: 'x'.repeat(1024 * 1024) }));
  return fc.record({
    payload: fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: truncated }, { weight: 1, arbitrary: oversized }),
    contentType: fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...contentTypes) }, { weight: 1, arbitrary: fc.constant(undefined) }),
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** Photos that are not quite photos: cut short, a signature over garbage, SVG with a script, over 5 MB. */
function fileBytes(validPhoto: Buffer): fc.Arbitrary<Buffer> {
  const garbage = fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes));
  return fc.oneof(
    fc.constant(validPhoto),
    fc.nat(validPhoto.length).map((length) => validPhoto.subarray(0, length)),
    garbage.map((bytes) => Buffer.concat([PNG_SIGNATURE, bytes])),
    garbage.map((bytes) => Buffer.concat([JPEG_START, bytes])),
    garbage.map((bytes) => Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), bytes])),
    garbage,
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)),
  );
}

type Part = { name: string; value: Buffer; filename?: string; type?: string };

function extraPart(fieldNames: string[], validPhoto: Buffer): fc.Arbitrary<Part> {
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames, 'profilePhoto') }, { weight: 1, arbitrary: hostileText });
  const field = fc.record({ name, value: fc.oneof(hostileText, fc.constantFrom('female', 'plumbing', '100', '0712345678')).map((text) => Buffer.from(text)) });
  const file = fc.record({
    name: fc.constantFrom('profilePhoto', 'profilePhoto', 'photo', ''),
    value: fileBytes(validPhoto),
    filename: fc.oneof(fc.constantFrom('me.png', 'me.jpg', '../../etc/passwd', 'a\u0000.png', '😀.jpg', ''), hostileText),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
  });
  return fc.oneof({ weight: 1, arbitrary: field }, { weight: 2, arbitrary: file });
}

/** The route's own fields, each kept, tainted, replaced or left out. */
function sampleParts(sample: Record<string, unknown>): fc.Arbitrary<Part[]> {
  const fields = Object.entries(sample).filter(([, value]) => value !== null && value !== undefined);
  return fc
    .tuple(
      ...fields.map(([name, value]) =>
        fc
          .oneof({ weight: 3, arbitrary: fc.constant(String(value)) }, { weight: 2, arbitrary: tainted(String(value)) }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constant(undefined) })
          .map((text) => (text === undefined ? [] : [{ name, value: Buffer.from(text) }])),
      ),
    )
    .map((parts) => parts.flat());
}

/** Null four times in five: most forms are well framed, so that their contents get tested. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** A multipart form: odd parts and names, too many fields, a wrong or missing boundary, cut short. */
export function multipartBody(sample: Record<string, unknown>, validPhoto: Buffer): fc.Arbitrary<FuzzedBody> {
  const extra = extraPart(Object.keys(sample), validPhoto);
  return fc
    .record({
      fields: sampleParts(sample),
      extras: fc.oneof({ weight: 5, arbitrary: fc.array(extra, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.array(extra, { minLength: 18, maxLength: 24 }) }),
      boundary: fc.constantFrom('fuzzboundary', 'x'.repeat(70), '--', 'é'),
      declaredBoundary: rarely(fc.constantFrom('other', '')),
      isClosed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      cutAt: rarely(fc.nat()),
    })
    .map(({ fields, extras, boundary, declaredBoundary, isClosed, cutAt }) => {
      const chunks = [...fields, ...extras].flatMap(({ name, value, filename, type }) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n`),
        Buffer.from(type ? `Content-Type: ${type}\r\n\r\n` : '\r\n'),
        value,
        Buffer.from('\r\n'),
      ]);
      if (isClosed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const payload = Buffer.concat(chunks);
      return {
        contentType: `multipart/form-data; boundary=${declaredBoundary ?? boundary}`,
        payload: cutAt === null ? payload : payload.subarray(0, cutAt % (payload.length + 1)),
      };
    });
}
