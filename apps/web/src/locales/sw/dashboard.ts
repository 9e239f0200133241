import type { Translation } from './texts';

/** Maneno ya dashibodi yenyewe; sehemu zake za maagizo zinatumia `orders`. */
export const dashboard: Translation<'dashboard'> = {
  title: 'Dashibodi',
  welcome: 'Karibu, {{name}}',
  lead: 'Maagizo, huduma na ujumbe wako kwa mtazamo mmoja.',
  addService: 'Ongeza Huduma',
  role: {
    buyer: 'Mteja',
    seller: 'Mtoa Huduma',
    both: 'Akaunti ya Mteja na Mtoa Huduma',
  },
  becomeSellerTitle: 'Kuwa Mtoa Huduma',
  becomeSellerText: 'Toa ujuzi wako kwa wateja kote Kenya. Malipo yanashikiliwa kwa ajili yako hadi kazi ikamilike.',
  becomeSellerAction: 'Kuwa Mtoa Huduma',
};
