import { callApi } from '../../../lib/api';

/** POST /auth/confirm-email: the link's token is the credential, so no session token goes with it. */
export async function confirmEmail(token: string): Promise<void> {
  await callApi('confirmEmail', { body: { token }, token: null });
}
