import fc from 'fast-check';

/**
 * Text that has broken servers before: NUL and other control characters, lone surrogates,
 * direction overrides, zero-width and combining characters, emoji, path traversal,
 * injection attempts, numbers in disguise, and sizes far past any limit.
 */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\n',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  '🔧👩🏾‍🔧🇰🇪',
  'مرحبا',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0712 345 678',
  '+254712345678',
  'a@b',
  '00000000-0000-0000-0000-000000000000',
];

/** Almost a UUID: the right length and alphabet, one character off, or the dashes gone. */
export const nearUuid: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('-'.repeat(36), 'a'.repeat(36), `{${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}}`),
  fc.uuid().map((uuid) => uuid.replaceAll('-', '0')),
  fc.tuple(fc.uuid(), fc.nat(35), fc.constantFrom('g', 'G', '-', ' ', 'z', '\u00e9')).map(([uuid, at, odd]) => `${uuid.slice(0, at)}${odd}${uuid.slice(at + 1)}`),
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: nearUuid },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(101, 1001, 2001, 10_240, 100_000).map((length) => 'é'.repeat(length)) },
);

// NUL weighs most: PostgreSQL's text type cannot hold it, the classic way to a 500.
const taint = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 4, arbitrary: fc.constantFrom('\uD800', '\uDFFF', '\u202E', '\u200B', '\uFEFF', '\u0301', '🔧', '\r\n', '\u0007', '%00', "'", '"', '\\', '<') },
);

/** A valid text with one odd character slipped in: it passes the shape checks and reaches the code (and the database) behind them. */
export function tainted(text: string): fc.Arbitrary<string> {
  return fc.tuple(taint, fc.nat()).map(([odd, at]) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${odd}${text.slice(index)}`;
  });
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 4.2e-320) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileText, { maxKeys: 3 }) },
);

/** Ids as an attacker writes them: traversal, encoded NUL and slashes, overlong UTF-8, 10 KB. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  nearUuid,
  fc.constantFrom(
    '..',
    '../..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    'abc%00def',
    '%',
    '%ZZ',
    '%C0%AF',
    '%ED%A0%80',
    '%E2%80%AE',
    '%F0%9F%94%A7',
    '0',
    '-1',
    'null',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '8c5f3c0e-9b1a-4c6e-8f00-00000000000g',
    'x'.repeat(10_240),
    `${'1'.repeat(5000)}.webp`,
  ),
  hostileText.map(percentEncode),
);

/** Any string as it can travel in a URL: each UTF-8 byte percent-encoded. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Header values that HTTP can carry (visible Latin-1), including odd and oversized ones. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.constantFrom('', ' ', 'x'.repeat(8_000), '\u00ff\u00fe', 'null'),
);

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  'application/octet-stream',
  '*/*',
  ';;;',
];
