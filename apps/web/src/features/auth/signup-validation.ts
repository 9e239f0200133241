import { zodResolver } from '@hookform/resolvers/zod';
import { signupForm } from '@fundi/shared';

export { toSignupRequest } from '@fundi/shared';

// Loaded on the sign-up form's first focus or check (lib/lazy-resolver.ts), as the login form's
// rules are: zod and the shared schemas stay off the sign-up page's first load.
export const signupResolver = zodResolver(signupForm);
