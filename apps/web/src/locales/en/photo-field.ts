/** The profile photo input (Become a Seller, My Profile). */
export const photoField = {
  choose: 'Choose photo',
  change: 'Change photo',
  remove: 'Remove photo',
  keepCurrent: 'Keep current photo',
  hint: 'JPEG, PNG or WebP, at most {{size}} MB.',
  picked: 'New photo: {{name}}',
};
