import type { TrustCatalogue } from '../../en/trust';
import type { Texts } from '../texts';
import { admin } from './admin';
import { disputes } from './disputes';
import { errors } from './errors';
import { verification } from './verification';

/** Maneno ya skrini za uaminifu: the same keys as the English `trust` namespace. */
export const trust: Texts<TrustCatalogue> = { verification, disputes, admin, errors };
