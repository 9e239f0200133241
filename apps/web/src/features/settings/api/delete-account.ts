import type { DeleteAccountRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** DELETE /auth/users: erases the account (DECISIONS §2); its tokens stop working. */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await api.delete('/auth/users', request);
}
