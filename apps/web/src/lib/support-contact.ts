/**
 * How users reach support, shown in the footer and on the contact page. SPEC names no
 * address or number; the city and hours come from SUPPORT in @fundi/shared.
 */
export const supportContact = {
  email: 'support@fundi.co.ke',
  phone: '+254 700 000 000',
  phoneHref: 'tel:+254700000000',
} as const;
