import { afterEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { sw } from '../locales/sw';
import { errorText, problemText } from './error-text';
import { ApiError } from './http';

describe('error texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  async function showKiswahili() {
    if (!i18n.hasResourceBundle('sw', 'translation')) i18n.addResourceBundle('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
  }

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
});
