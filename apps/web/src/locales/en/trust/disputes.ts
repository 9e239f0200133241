/** A dispute about a job: the report form, the dispute page, and the console's decisions. */
export const disputes = {};
