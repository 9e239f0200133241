import { admin } from './admin';
import { disputes } from './disputes';
import { errors } from './errors';
import { verification } from './verification';

/**
 * The words of trust's screens, a namespace of their own (`trust`), loaded with the chunks
 * that show them (lib/i18n.ts `addNamespace`), never with the start-up bundle: most visitors
 * never open a dispute or the console. The few words every page may show (the Verified badge,
 * "Report a problem") live in the main catalogue.
 */
export const trust = { verification, disputes, admin, errors };
export type TrustCatalogue = typeof trust;
