import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { MAX_TOWNS_SERVED, parseTownsServed } from './places';
import { isEmail, isPhone, normalizeEmail } from './identifier';
import { languageInput } from './language-schemas';
import {
  type Problem,
  exactTextInput,
  firstProblem,
  lengthProblem,
  optionalTextInput,
  reportProblem,
  requiredProblem,
  textInput,
} from './validation';

/** "Services Offered" is typed as one comma-separated line; blanks and repeats are dropped. */
export function parseOfferedServices(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((service) => service.trim())
    .filter((service) => {
      const key = service.toLowerCase();
      if (service === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The line shown in the edit form for a stored list. */
export function formatOfferedServices(services: readonly string[]): string {
  return services.join(', ');
}

/**
 * Body of PUT /api/profile (multipart). It replaces the editable text fields: a field left
 * out counts as empty, and blank optional fields become null (cleared).
 *
 * The spec requires name and email, but accounts may be phone-only (signup takes either).
 * Decision: name is required, and so is at least one way to reach the account, email or
 * phone; the spec's 'Name and email are required' (NAME_AND_EMAIL_REQUIRED) is shown when either
 * is missing. This never forces a phone-only user to invent an e-mail, and no user can remove
 * their last identifier (they would be unable to sign in).
 *
 * `services` is read only for sellers; the server ignores it for buyers (docs/product.md §5).
 * `currentPassword` guards the e-mail and the phone (see profileFormRequest); the server
 * decides from the stored account whether it is needed and checks it. `language`, when sent,
 * becomes the account's; left out, it stays as it is.
 */
export const updateProfileRequest = z
  .object({
    name: textInput(),
    email: optionalTextInput(),
    phone: optionalTextInput(),
    location: optionalTextInput(),
    bio: optionalTextInput(),
    services: textInput(),
    /** Needed only to change the e-mail or the phone of an account with a password. */
    currentPassword: exactTextInput(),
    language: languageInput.optional(),
    /** Sellers' other towns, one comma-separated line; left out, they stay as they are. */
    townsServed: optionalTextInput().optional(),
  })
  .superRefine(({ name, email, phone, location, bio, services, currentPassword, townsServed }, ctx) => {
    const offered = parseOfferedServices(services);
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('NAME_AND_EMAIL_REQUIRED', { name }),
        () => (email === null && phone === null ? { field: 'email', code: 'NAME_AND_EMAIL_REQUIRED' } : null),
        () => (email === null || isEmail(email) ? null : { field: 'email', code: 'INVALID_EMAIL' }),
        () => (phone === null || isPhone(phone) ? null : { field: 'phone', code: 'INVALID_PHONE' }),
        () => lengthProblem('name', 'NAME_TOO_LONG', name, MAX_LENGTH.name),
        () => lengthProblem('email', 'EMAIL_TOO_LONG', email ?? '', MAX_LENGTH.email),
        () => lengthProblem('phone', 'PHONE_TOO_LONG', phone ?? '', MAX_LENGTH.phone),
        () => lengthProblem('location', 'LOCATION_TOO_LONG', location ?? '', MAX_LENGTH.location),
        () => lengthProblem('bio', 'BIO_TOO_LONG', bio ?? '', MAX_LENGTH.bio),
        () => (offered.length > MAX_LENGTH.offeredServicesCount ? { field: 'services', code: 'TOO_MANY_OFFERED_SERVICES' } : null),
        ...offered.map((service) => () => lengthProblem('services', 'OFFERED_SERVICE_TOO_LONG', service, MAX_LENGTH.offeredService)),
        () => lengthProblem('currentPassword', 'CURRENT_PASSWORD_TOO_LONG', currentPassword, MAX_LENGTH.password),
        () => townsServedProblem(townsServed),
      ),
    );
  })
  .transform((profile) => ({ ...profile, services: parseOfferedServices(profile.services) }));
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** What is wrong with a "towns you also serve" line: a town not on the list, or too many. */
export function townsServedProblem(line: string | null | undefined): Problem | null {
  if (!line) return null;
  const parsed = parseTownsServed(line);
  if ('unknown' in parsed) return { field: 'townsServed', code: 'TOWN_UNKNOWN' };
  return parsed.towns.length > MAX_TOWNS_SERVED ? { field: 'townsServed', code: 'TOO_MANY_TOWNS' } : null;
}

/** The towns of a line already checked by townsServedProblem (none for a blank one). */
export function townsServedOf(line: string | null | undefined): string[] {
  const parsed = line ? parseTownsServed(line) : { towns: [] };
  return 'towns' in parsed ? parsed.towns : [];
}

/** The account as saved, which the form compares with what is typed. */
export interface SavedSignIn {
  email: string | null;
  phone: string | null;
  /** False for an account that signs in only with Google. */
  hasPassword: boolean;
}

const phoneAsTyped = (phone: string | null) => phone?.replace(/[\s-]/g, '') ?? null;

/**
 * Whether a save moves a way of signing in: the e-mail (which also receives reset links), or
 * the phone of an account with a password (login finds accounts by phone too). The server
 * compares normalised values; here a phone retyped in another form counts as changed, so at
 * worst the password is asked for once too often.
 */
export function changesSignIn(saved: SavedSignIn, next: { email: string | null; phone: string | null }): boolean {
  const emailChanges = (next.email === null ? null : normalizeEmail(next.email)) !== saved.email;
  const phoneChanges = saved.hasPassword && phoneAsTyped(next.phone) !== phoneAsTyped(saved.phone);
  return emailChanges || phoneChanges;
}

/**
 * The profile form's rules: updateProfileRequest's, and the current password when the save
 * changes the e-mail or the sign-in phone of an account that has one (same words as the server).
 */
export function profileFormRequest(saved: SavedSignIn) {
  return updateProfileRequest.superRefine((profile, ctx) =>
    reportProblem(
      ctx,
      saved.hasPassword && profile.currentPassword === '' && changesSignIn(saved, profile)
        ? { field: 'currentPassword', code: 'CURRENT_PASSWORD_NEEDED' }
        : null,
    ),
  );
}

/**
 * PUT /api/profile with nothing but `language`: the switcher saving the choice of a signed-in
 * person, which changes nothing else (the full body replaces every text field).
 */
export const profileLanguageRequest = z.strictObject({ language: languageInput });

/** Whether a PUT /api/profile body carries only `language` (profileLanguageRequest's case). */
export function isLanguageOnly(input: unknown): boolean {
  return typeof input === 'object' && input !== null && Object.keys(input).length === 1 && 'language' in input;
}
