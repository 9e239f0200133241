import { callApi } from '../../../lib/api';

/** POST /auth/undo-email-change: the link's token is the credential, so no session token goes with it. */
export async function undoEmailChange(token: string): Promise<void> {
  await callApi('undoEmailChange', { body: { token }, token: null });
}
