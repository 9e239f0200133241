/**
 * The name a closed account keeps (docs/decisions/0009-closing-an-account.md), which the other
 * party then reads on their orders, reviews and messages: data, sent as it is, in the API's
 * English like every name.
 */
export const DELETED_USER_NAME = 'Deleted user';
