import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends numbers as text and files under their own name', () => {
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const form = toFormData({ price: 1500.5, experience: 0, profilePhoto: photo });
    expect(form.get('price')).toBe('1500.5');
    expect(form.get('experience')).toBe('0');
    expect((form.get('profilePhoto') as File).name).toBe('me.png');
  });

  it('leaves out blank values only when asked to', () => {
    const values = { name: 'Amina', location: '  ', bio: '', phone: null };
    expect([...toFormData(values).keys()]).toEqual(['name', 'location', 'bio']);
    expect([...toFormData(values, { omitEmpty: true }).keys()]).toEqual(['name']);
  });
});
