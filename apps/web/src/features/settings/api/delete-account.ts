import type { DeleteAccountRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/**
 * DELETE /auth/users: erases the account (docs/decisions/0009-closing-an-account.md); its tokens
 * stop working.
 */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await callApi('deleteAccount', { body: request });
}
