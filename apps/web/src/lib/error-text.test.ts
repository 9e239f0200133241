import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES } from '@fundi/shared';
import { sw } from '../locales/sw';
import { trust as trustEnglish } from '../locales/en/trust';
import { trust as trustKiswahili } from '../locales/sw/trust';
import { errorText, problemText } from './error-text';
import { addNamespace, i18n } from './i18n';
import { ApiError } from './http';
import { addFormErrorWords } from './form-error-words';
import { wholeEnglish as en } from '../locales/en/whole';

describe('error texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  async function showKiswahili() {
    if (!i18n.hasCatalogue('sw', 'translation')) i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
  }

  // First in this file: the forms' error words are added once, by the first form that loads.
  it('reads a form’s code as the screen’s fallback, or as a general refusal, until the forms’ words are in', () => {
    const refusal = new ApiError(401, { error: 'Invalid password', code: 'WRONG_PASSWORD' });
    expect(errorText(refusal, 'Login failed')).toBe('Login failed');
    expect(problemText('PASSWORD_TOO_SHORT')).toBe(en.errors.INVALID_REQUEST);
    addFormErrorWords();
    expect(errorText(refusal, 'Login failed')).toBe(en.errors.WRONG_PASSWORD);
    expect(problemText('PASSWORD_TOO_SHORT')).toBe(en.errors.PASSWORD_TOO_SHORT);
  });

  it("words a field's code in the language on screen, and leaves the web's own texts as they are", async () => {
    expect(problemText('PHOTO_TOO_LARGE')).toBe('The file is too large (at most 5 MB)');
    await showKiswahili();
    expect(problemText('PHOTO_TOO_LARGE')).toBe('Faili ni kubwa mno (isizidi MB 5)');
    expect(problemText('Not a code, a text')).toBe('Not a code, a text');
    expect(problemText(undefined)).toBeUndefined();
  });

  it("shows the catalogue's words for an answer's code rather than the API's English", async () => {
    const answer = new ApiError(404, { error: 'Photo not found', code: 'PHOTO_NOT_FOUND' });
    await showKiswahili();
    expect(errorText(answer, 'Imeshindwa')).toBe('Picha haikupatikana');
  });

  it('shows an unknown code\'s API text in English only; another language gets the fallback', async () => {
    const answer = new ApiError(409, { error: 'Something only a newer server says', code: 'NEWER_CODE' });
    expect(errorText(answer, 'Failed')).toBe('Something only a newer server says');
    await showKiswahili();
    expect(errorText(answer, 'Imeshindwa')).toBe('Imeshindwa');
  });

  it('falls back when there was no answer at all', () => {
    expect(errorText(new ApiError(0), 'Update failed. Please try again.')).toBe('Update failed. Please try again.');
    expect(errorText(new Error('boom'), 'Update failed. Please try again.')).toBe('Update failed. Please try again.');
  });

  it('words the codes only trust’s screens meet from their own namespace, once those screens loaded it', async () => {
    const refusal = new ApiError(409, { error: 'This dispute has been decided', code: 'DISPUTE_CLOSED' });
    addNamespace('trust', { en: trustEnglish, sw: trustKiswahili });
    expect(errorText(refusal, 'Failed')).toBe('This dispute has been decided');
    expect(problemText('DISPUTE_SPLIT_AMOUNT_INVALID')).toBe(trustEnglish.errors.DISPUTE_SPLIT_AMOUNT_INVALID);
    // A suspended account's refusal shows on the login page, which loads no trust screen.
    expect(problemText('ACCOUNT_SUSPENDED')).toBe('This account is suspended. Please contact support.');
    await showKiswahili();
    expect(errorText(refusal, 'Imeshindwa')).toBe('Mzozo huu umeshaamuliwa');
  });

  it('has words for every code the API can answer with, in both languages, once their screens added them', async () => {
    addFormErrorWords();
    addNamespace('trust', { en: trustEnglish, sw: trustKiswahili });
    for (const language of ['en', 'sw'] as const) {
      if (language === 'sw') await showKiswahili();
      const unworded = ALL_ERROR_CODES.filter((code) => !i18n.exists(`errors.${code}`) && !i18n.exists(`trust:errors.${code}`));
      expect(unworded, language).toEqual([]);
    }
  });
});
