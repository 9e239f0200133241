/**
 * Every route of docs/product.md §2 (plus the footer's static pages), in one place, so links and
 * the router cannot drift apart. Build links with these, never with string literals.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Opened from the link sent to a new e-mail address (apps/server: features/profile). */
  confirmEmail: '/confirm-email',
  /** Opened from the link sent to the old address after an e-mail change. */
  undoEmailChange: '/undo-email-change',
  googleCallback: '/auth/google/callback',
  services: '/services',
  category: (categoryId: string) => `/services/${encodeURIComponent(categoryId)}`,
  /** A professional's public page: their services, reviews and photos of past work. */
  pros: '/pros',
  pro: (sellerId: string) => `/pros/${encodeURIComponent(sellerId)}`,
  /** Search across every category; its filters live in the address (`?q=&town=&category=…`). */
  search: '/search',
  about: '/about',
  contact: '/contact',
  becomeSeller: '/become-seller',
  dashboard: '/dashboard',
  myServices: '/dashboard/services',
  messages: '/messages',
  addService: '/add-service',
  profile: '/profile',
  orders: '/orders',
  settings: '/settings',
  blog: '/blog',
  careers: '/careers',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  /** A buyer's report of a problem with a job, and both sides' statements (docs/product.md §4, "Trust"). */
  dispute: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/dispute`,
  /** The administrators' console: only administrators ever load its code. */
  admin: '/admin',
  adminSection: (section: 'verifications' | 'disputes' | 'payments' | 'users' | 'messages' | 'activity') => `/admin/${section}`,
  adminDispute: (disputeId: string) => `/admin/disputes/${encodeURIComponent(disputeId)}`,
} as const;

/** What a route may hand over to /login in the router state. */
export interface LoginPageState {
  /** An error to show on arrival (e.g. from the social sign-in callback). */
  error?: string;
  /**
   * The API's refusal of a login sent as a plain form, before the page's script had run
   * (the server renders the page again with it, docs/decisions/0056-pages-sent-as-html.md).
   */
  refusal?: PlainFormRefusal;
  /** Pre-fills the identifier (just signed up with it). */
  identifier?: string;
}

/** An API refusal handed to a page the server rendered again after a plain form post. */
export interface PlainFormRefusal {
  status: number;
  body: { error?: string; message?: string; code?: string };
}
