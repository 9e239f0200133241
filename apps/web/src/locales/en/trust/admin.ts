/** The administrators' console (/admin): its frame, users, payments, contact messages and activity. */
export const admin = {};
