import { paths } from './paths';

// Where a person was going when they were asked to log in, carried in the login and sign-up
// pages' address as `?next=` (it survives a reload and the trip through sign-up). Anyone can
// write that address, so only the app's own pages listed here are ever followed: a link must
// not be able to send someone, just signed in, to another site (an open redirect).

const RETURN_PARAM = 'next';

/** The pages a sign-in may lead back to: every signed-in page, and Become a Seller. */
const returnablePaths = new Set<string>([
  paths.dashboard,
  paths.myServices,
  paths.messages,
  paths.addService,
  paths.profile,
  paths.orders,
  paths.settings,
  paths.becomeSeller,
]);

// Only to read a path as the browser would; never shown or fetched.
const thisSite = 'https://fundi.invalid';

/**
 * `value` as a path on this site that a sign-in may lead to (its query kept), or null. Refuses
 * '//host', '/\host', 'https://host', encoded and dot-segment variants, and anything not listed.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || [...value].some(isUnsafeCharacter)) return null;
  let url: URL;
  try {
    url = new URL(value, thisSite);
  } catch {
    return null;
  }
  if (url.origin !== thisSite || !returnablePaths.has(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** A backslash is read by browsers as a slash; spaces and control characters are dropped. */
function isUnsafeCharacter(character: string): boolean {
  return character === '\\' || character <= ' ' || character === '\u007f';
}

/** Where the login or sign-up page whose query is `search` leads after signing in, if anywhere. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/**
 * The login or sign-up page, told to lead to `target` afterwards. The dashboard, where a
 * sign-in leads anyway, and a target that is not allowed, leave the address plain.
 */
export function withReturnPath(page: typeof paths.login | typeof paths.signup, target: string | null | undefined): string {
  const returnPath = safeReturnPath(target);
  if (!returnPath || returnPath === paths.dashboard) return page;
  return `${page}?${new URLSearchParams({ [RETURN_PARAM]: returnPath })}`;
}
