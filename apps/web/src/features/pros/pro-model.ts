import type { ProResponse } from '@fundi/shared';

/** The professional a page is about, as GET /api/pros/{id} describes them. */
export type ProProfessional = ProResponse['professional'];
