import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { isEmail, isPhone } from './identifier';
import { firstProblem, lengthProblem, optionalTextInput, reportProblem, textInput } from './validation';

export const PROFILE_MESSAGES = {
  nameAndEmailRequired: 'Name and email are required',
  invalidEmail: 'Invalid email format',
  /** Not in SPEC's profile rules; the become-seller form's wording. */
  invalidPhone: 'Invalid phone number',
  tooManyServices: `List at most ${MAX_LENGTH.offeredServicesCount} services`,
} as const;

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
 * SPEC requires name and email, but accounts may be phone-only (signup takes either).
 * Decision: name is required, and so is at least one way to reach the account, email or
 * phone; SPEC's 'Name and email are required' is shown when either is missing. This never
 * forces a phone-only user to invent an e-mail, and no user can remove their last
 * identifier (they would be unable to sign in).
 *
 * `services` is read only for sellers; the server ignores it for buyers (SPEC §5).
 */
export const updateProfileRequest = z
  .object({
    name: textInput(),
    email: optionalTextInput(),
    phone: optionalTextInput(),
    location: optionalTextInput(),
    bio: optionalTextInput(),
    services: textInput(),
  })
  .superRefine(({ name, email, phone, location, bio, services }, ctx) => {
    const offered = parseOfferedServices(services);
    reportProblem(
      ctx,
      firstProblem(
        () => (name === '' ? { field: 'name', message: PROFILE_MESSAGES.nameAndEmailRequired } : null),
        () =>
          email === null && phone === null ? { field: 'email', message: PROFILE_MESSAGES.nameAndEmailRequired } : null,
        () => (email === null || isEmail(email) ? null : { field: 'email', message: PROFILE_MESSAGES.invalidEmail }),
        () => (phone === null || isPhone(phone) ? null : { field: 'phone', message: PROFILE_MESSAGES.invalidPhone }),
        () => lengthProblem('name', 'Name', name, MAX_LENGTH.name),
        () => lengthProblem('email', 'Email', email ?? '', MAX_LENGTH.email),
        () => lengthProblem('phone', 'Phone number', phone ?? '', MAX_LENGTH.phone),
        () => lengthProblem('location', 'Location', location ?? '', MAX_LENGTH.location),
        () => lengthProblem('bio', 'Bio', bio ?? '', MAX_LENGTH.bio),
        () =>
          offered.length > MAX_LENGTH.offeredServicesCount
            ? { field: 'services', message: PROFILE_MESSAGES.tooManyServices }
            : null,
        ...offered.map((service) => () => lengthProblem('services', 'Each service', service, MAX_LENGTH.offeredService)),
      ),
    );
  })
  .transform((profile) => ({ ...profile, services: parseOfferedServices(profile.services) }));
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
