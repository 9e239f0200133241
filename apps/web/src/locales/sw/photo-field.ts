import type { Translation } from './texts';

/** Sehemu ya picha ya wasifu (Kuwa Mtoa Huduma, Wasifu Wangu). */
export const photoField: Translation<'photoField'> = {
  choose: 'Chagua picha',
  change: 'Badilisha picha',
  remove: 'Ondoa picha',
  keepCurrent: 'Baki na picha ya sasa',
  hint: 'JPEG, PNG au WebP, isiyozidi MB {{size}}.',
  picked: 'Picha mpya: {{name}}',
};
