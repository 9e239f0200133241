import type { Translation } from './texts';

/** Kisanduku cha kutoa tathmini. */
export const review: Translation<'review'> = {
  title: 'Tathmini Mtoa Huduma wa {{service}}',
  rating: 'Ukadiriaji wako',
  comment: 'Maoni (si lazima)',
  submit: 'Tuma Tathmini',
  missingServiceId: 'Imeshindikana kutuma tathmini: huduma haijulikani.',
  submitted: 'Tathmini imetumwa!',
  failed: 'Imeshindikana kutuma tathmini. Tafadhali jaribu tena.',
};
