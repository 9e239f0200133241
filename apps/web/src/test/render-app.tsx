import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '@fundi/shared';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { setSession } from '../lib/session';

/** Renders the whole app at `path`, signed in as `user` when given. */
export function renderApp(path: string, options: { user?: User } = {}) {
  if (options.user) setSession({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token', user: options.user });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
