import { describe, expect, it } from 'vitest';
import { mailGreeting } from './mail-greeting';

describe('mailGreeting', () => {
  it.each([
    ['Amina Wanjiru', 'Hello Amina,'],
    ['  Ng’ang’a Kamau ', 'Hello Ng’ang’a,'],
    ['Mary-Anne', 'Hello Mary-Anne,'],
    ['Zoë', 'Hello Zoë,'],
  ])('greets %j by the first name', (name, greeting) => {
    expect(mailGreeting(name, 'en')).toBe(greeting);
  });

  it.each([
    'https://evil.test Amina',
    'eve@evil.test',
    'Support: call 0700000000',
    'www.evil.test',
    '<b>Amina</b>',
    'A'.repeat(31),
    '',
    null,
  ])('greets no one when the first word of %j is not a plain name', (name) => {
    expect(mailGreeting(name, 'en')).toBe('Hello,');
  });

  it('greets in Kiswahili an account that reads Fundi in Kiswahili', () => {
    expect(mailGreeting('Amina Wanjiru', 'sw')).toBe('Habari Amina,');
    expect(mailGreeting('eve@evil.test', 'sw')).toBe('Habari,');
  });
});
