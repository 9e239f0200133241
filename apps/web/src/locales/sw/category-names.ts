import type { Translation } from './texts';

/** Majina ya kategoria: named by the work, as the category leads name the people who do it. */
export const categoryNames: Translation<'categoryNames'> = {
  plumbing: 'Ufundi wa Mabomba',
  electrical: 'Ufundi wa Umeme',
  cleaning: 'Usafi',
  moving: 'Kuhamisha Mizigo',
  painting: 'Kupaka Rangi',
  gardening: 'Utunzaji wa Bustani',
  carpentry: 'Useremala',
  appliance: 'Kurekebisha Vifaa vya Nyumbani',
  catering: 'Upishi wa Sherehe',
  photography: 'Upigaji Picha',
  tutoring: 'Masomo ya Ziada',
  fitness: 'Mazoezi ya Viungo',
  beauty: 'Huduma za Urembo',
  it: 'Huduma za IT',
  petcare: 'Utunzaji wa Wanyama Vipenzi',
  events: 'Uandaaji wa Hafla',
};
