import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@fundi/shared';

// Loaded on the login form's first focus or check (lib/lazy-resolver.ts): zod and the shared
// schemas stay off the login page's first load.
export const loginResolver = zodResolver(loginForm);
