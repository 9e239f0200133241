import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { generateDbTypes } from './generate-types';

const { databaseUrl } = await createTestContext();

describe('database types', () => {
  it('match the migrated schema (run `npm run db:types` after adding a migration)', async () => {
    const committed = readFileSync(path.join(import.meta.dirname, 'types.ts'), 'utf8');
    expect(await generateDbTypes(databaseUrl)).toBe(committed);
  });
});
