/** A seller's identity check: the profile's section, its form, and the console's queue. */
export const verification = {};
