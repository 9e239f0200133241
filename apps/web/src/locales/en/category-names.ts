import type { CategoryId } from '@fundi/shared';

/** Each category's name as people read it: on the home page, in the footer and wherever a category is named. */
export const categoryNames = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  cleaning: 'Cleaning',
  moving: 'Moving',
  painting: 'Painting',
  gardening: 'Gardening',
  carpentry: 'Carpentry',
  appliance: 'Appliance Repair',
  catering: 'Catering',
  photography: 'Photography',
  tutoring: 'Tutoring',
  fitness: 'Fitness Training',
  beauty: 'Beauty Services',
  it: 'IT Services',
  petcare: 'Pet Care',
  events: 'Event Planning',
} satisfies Record<CategoryId, string>;
