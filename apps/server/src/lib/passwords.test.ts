import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordCorrect } from './passwords';

describe('passwords', () => {
  it('answers every one of a burst of checks, right and wrong, though they take turns', async () => {
    const stored = await hashPassword('Nairobi#2026');
    const attempts = Array.from({ length: 12 }, (_, index) => (index % 3 === 0 ? 'wrong-password' : 'Nairobi#2026'));
    const answers = await Promise.all(attempts.map((attempt) => isPasswordCorrect(stored, attempt)));
    expect(answers).toEqual(attempts.map((attempt) => attempt === 'Nairobi#2026'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await isPasswordCorrect('not-a-hash', 'Nairobi#2026')).toBe(false);
  });
});
