// Demo buyers, plus the two documented demo accounts the README lists.
import type { DemoAccount, DemoBuyer, DemoBuyerAccount, DemoSellerAccount } from './types';

/**
 * Password of every seeded account, including the two demo accounts.
 * Length over 8, an uppercase letter, a digit and a special character.
 */
export const DEMO_PASSWORD = 'Fundi#2026';

/** Catalogue buyers who write the demo reviews (the demo buyer is in demoAccounts). */
export const demoBuyers: DemoBuyer[] = [
  { key: 'kevin-maina', name: 'Kevin Maina', email: 'kevin.maina@example.co.ke', phone: '+254712983046', town: 'Nairobi', area: 'Kilimani' },
  { key: 'akinyi-odera', name: 'Akinyi Odera', email: 'akinyi.odera@example.co.ke', phone: '+254721670358', town: 'Nairobi', area: 'South C' },
  { key: 'wycliffe-simiyu', name: 'Wycliffe Simiyu', email: 'wycliffe.simiyu@example.co.ke', phone: '+254733519802', town: 'Nairobi', area: 'Kasarani' },
  { key: 'susan-wairimu', name: 'Susan Wairimu', email: 'susan.wairimu@example.com', phone: '+254708246193', town: 'Nairobi', area: 'Westlands' },
  { key: 'halima-abdullahi', name: 'Halima Abdullahi', email: 'halima.abdullahi@example.co.ke', phone: '+254722904571', town: 'Nairobi', area: 'Parklands' },
  { key: 'lilian-adhiambo', name: 'Lilian Adhiambo', email: 'lilian.adhiambo@example.co.ke', phone: '+254745630289', town: 'Nairobi', area: 'Lavington' },
  { key: 'ruth-mueni', name: 'Ruth Mueni', email: 'ruth.mueni@example.co.ke', phone: '+254710752648', town: 'Mombasa', area: 'Bamburi' },
  { key: 'salim-mwinyi', name: 'Salim Mwinyi', email: 'salim.mwinyi@example.co.ke', phone: '+254727318054', town: 'Mombasa', area: 'Nyali', language: 'sw' },
  { key: 'jackline-kemunto', name: 'Jackline Kemunto', email: 'jackline.kemunto@example.co.ke', phone: '+254795481326', town: 'Kisumu', area: 'Milimani' },
  { key: 'charles-kirimi', name: 'Charles Kirimi', email: 'charles.kirimi@example.co.ke', phone: '+254113648290', town: 'Nakuru', area: 'Milimani' },
  { key: 'gilbert-langat', name: 'Gilbert Langat', email: 'gilbert.langat@example.co.ke', phone: '+254706893157', town: 'Eldoret', area: 'Elgon View' },
  { key: 'martin-ngugi', name: 'Martin Ngugi', email: 'martin.ngugi@example.co.ke', phone: '+254716207438', town: 'Thika', area: 'Makongeni' },
];

/** Demo buyer: log in with buyer@fundi.test and DEMO_PASSWORD. Has written reviews. */
export const demoBuyerAccount: DemoBuyerAccount = {
  role: 'buyer',
  key: 'demo-buyer',
  name: 'Amina Wanjiru',
  email: 'buyer@fundi.test',
  phone: '+254700418265',
  town: 'Nairobi',
  area: 'Kileleshwa',
};

/** Demo seller: log in with seller@fundi.test and DEMO_PASSWORD. A plumber with 2 offerings and reviews. */
export const demoSellerAccount: DemoSellerAccount = {
  role: 'both',
  key: 'demo-seller',
  name: 'Joseph Otieno',
  gender: 'male',
  email: 'seller@fundi.test',
  phone: '+254711390562',
  town: 'Nairobi',
  area: 'South B',
  bio: 'Plumber with 10 years of experience in South B, South C and Industrial Area. I fix leaks, blocked drains and low water pressure, and install new bathrooms and kitchens.',
  offerings: [
    {
      category: 'plumbing',
      title: 'Emergency plumbing call-out',
      description:
        'Same-day response for burst pipes, leaks, blocked toilets and no water. Call-out and the first hour of labour included.',
      priceKsh: 2500,
      experienceYears: 10,
    },
    {
      category: 'plumbing',
      title: 'Bathroom & kitchen plumbing installation',
      description:
        'Fitting showers, toilets, sinks, mixers and water heaters for new or renovated bathrooms and kitchens. Labour per room.',
      priceKsh: 6500,
      experienceYears: 10,
    },
  ],
};

/** The two accounts documented in the README, in that order: buyer, then seller. */
export const demoAccounts: readonly DemoAccount[] = [demoBuyerAccount, demoSellerAccount];
