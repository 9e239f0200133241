import { describe, expect, it } from 'vitest';
import { counties, knownTown, parseTownsServed } from './places';

describe('the places list', () => {
  it('names every town once, across all counties', () => {
    const towns = counties.flatMap((county) => county.towns.map((town) => town.name.toLowerCase()));
    expect(new Set(towns).size).toBe(towns.length);
    expect(counties.length).toBeGreaterThanOrEqual(40);
  });

  it('spells a town as the list does, in any case, and knows no other', () => {
    expect(knownTown(' kisumu ')).toBe('Kisumu');
    expect(knownTown("MURANG'A")).toBe("Murang'a");
    expect(knownTown('Atlantis')).toBeUndefined();
    expect(knownTown('South B')).toBeUndefined();
  });

  it('reads a line of towns served without repeats or blanks, or names the first unknown one', () => {
    expect(parseTownsServed('ahero, , Maseno,AHERO')).toEqual({ towns: ['Ahero', 'Maseno'] });
    expect(parseTownsServed('')).toEqual({ towns: [] });
    expect(parseTownsServed('Nakuru, Gotham, Atlantis')).toEqual({ unknown: 'Gotham' });
  });
});
