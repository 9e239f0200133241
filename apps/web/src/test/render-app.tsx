import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '@fundi/shared';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { consentsKey } from '../features/auth/api/get-consents';
import { setSession } from '../lib/session';
import { makeConsents } from './fixtures';

/**
 * Renders the whole app at `path`, signed in as `user` when given. That person has accepted the
 * current terms, so no page meets the terms dialog, unless `hasAcceptedTerms` is false: then the
 * app asks GET /api/me/consents, as it does after a sign-in.
 */
export function renderApp(path: string, options: { user?: User; hasAcceptedTerms?: boolean } = {}) {
  const { user, hasAcceptedTerms = true } = options;
  if (user) setSession({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token', user });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user && hasAcceptedTerms) queryClient.setQueryData(consentsKey(user.id), makeConsents());
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
