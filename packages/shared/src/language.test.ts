import { describe, expect, it } from 'vitest';
import { isLanguage } from './language';
import { languageInput } from './language-schemas';
import { isLanguageOnly, profileLanguageRequest, updateProfileRequest } from './profile';

describe('languages', () => {
  it('takes a language in any case and answers it in its own spelling', () => {
    expect(languageInput.parse(' SW ')).toBe('sw');
    expect(languageInput.parse('En')).toBe('en');
  });

  it('refuses a language Fundi does not speak with INVALID_LANGUAGE', () => {
    for (const value of ['fr', '', 'swahili', 7]) {
      expect(languageInput.safeParse(value).error?.issues[0]?.message, String(value)).toBe('INVALID_LANGUAGE');
    }
    expect(isLanguage('sw')).toBe(true);
    expect(isLanguage('SW')).toBe(false);
  });
});

describe('the language on PUT /api/profile', () => {
  it('is alone only in a body of nothing else', () => {
    expect(isLanguageOnly({ language: 'sw' })).toBe(true);
    expect(isLanguageOnly({ language: 'sw', name: 'Amina' })).toBe(false);
    expect(isLanguageOnly({})).toBe(false);
    expect(isLanguageOnly(null)).toBe(false);
    expect(profileLanguageRequest.parse({ language: 'SW' })).toEqual({ language: 'sw' });
  });

  it('is optional beside the profile’s fields, and left out when not sent', () => {
    const fields = { name: 'Amina Wanjiru', email: 'amina@example.co.ke', services: '' };
    expect(updateProfileRequest.parse(fields)).not.toHaveProperty('language');
    expect(updateProfileRequest.parse({ ...fields, language: 'Sw' })).toMatchObject({ language: 'sw' });
    expect(updateProfileRequest.safeParse({ ...fields, language: 'fr' }).error?.issues[0]?.message).toBe('INVALID_LANGUAGE');
  });
});
