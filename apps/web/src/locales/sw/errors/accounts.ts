import type { AccountErrorCode } from '@fundi/shared';

export const accountErrors: Record<AccountErrorCode, string> = {
  INVALID_CURRENT_PASSWORD: 'Nenosiri la sasa si sahihi',
  INVALID_PASSWORD: 'Nenosiri si sahihi',
  SIGN_IN_AGAIN: 'Kwa usalama wako, ingia tena, kisha ubadilishe barua pepe ndani ya dakika 10',
};
