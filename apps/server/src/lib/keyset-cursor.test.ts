import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeRankedCursor, encodeCursor, encodeRankedCursor } from './keyset-cursor';

const forge = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

describe('page cursors', () => {
  it('read back the position they were made from, to the microsecond', () => {
    const position = { createdAt: '2026-03-01T08:30:00.123456Z', id: '5b0c6a4e-9f1d-4c2a-8e3b-7d6f5a4c3b2a' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('still read a cursor made before microseconds were kept (one may be in a tab left open)', () => {
    const uuid = '5b0c6a4e-9f1d-4c2a-8e3b-7d6f5a4c3b2a';
    expect(decodeCursor(forge('2026-03-01T08:30:00.123Z', uuid))).toEqual({ createdAt: '2026-03-01T08:30:00.123Z', id: uuid });
  });

  // Found by fuzzing: these decoded, then made PostgreSQL fail the page query (a 500).
  it('refuse an id that only looks like a UUID, and a time that is no moment of the years 1 to 9999', () => {
    const uuid = '5b0c6a4e-9f1d-4c2a-8e3b-7d6f5a4c3b2a';
    for (const id of ['-'.repeat(36), 'a'.repeat(36), uuid.replaceAll('-', '0')]) expect(decodeCursor(forge('2026-01-01T00:00:00.000Z', id))).toBeUndefined();
    const times = ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00.000Z', 'yesterday', '2026-01-01'];
    // Shaped like ours, but no moment: Date would roll these over into another day.
    times.push('2026-02-30T00:00:00.000000Z', '2026-01-01T24:00:00.000Z', '2026-13-01T00:00:00.000Z', '2026-01-01T00:00:00.1234Z');
    for (const time of times) {
      expect(decodeCursor(forge(time, uuid))).toBeUndefined();
    }
  });
});

describe('ranked page cursors', () => {
  const uuid = '5b0c6a4e-9f1d-4c2a-8e3b-7d6f5a4c3b2a';
  const forgeRanked = (...ranks: unknown[]) => Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', uuid, ...ranks])).toString('base64url');

  it('read back the ranks and position they were made from', () => {
    const position = { ranks: [45, 12], createdAt: '2026-03-01T08:30:00.000001Z', id: uuid };
    expect(decodeRankedCursor(encodeRankedCursor(position), 2)).toEqual(position);
  });

  it('refuse ranks that are missing, extra, fractional, negative or beyond a PostgreSQL integer', () => {
    for (const ranks of [[45], [45, 12, 3], [4.5, 12], [-1, 12], [45, 2 ** 31], ['45', 12], [null, 12]]) {
      expect(decodeRankedCursor(forgeRanked(...ranks), 2)).toBeUndefined();
    }
    expect(decodeRankedCursor('not a cursor', 2)).toBeUndefined();
  });
});
