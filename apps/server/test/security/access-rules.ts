import { orderActions, orderTransitions } from '@fundi/shared';
import type { RouteGuard } from '../../src/plugins/route-table';
import { tomorrowInNairobi } from '../marketplace';
import type { World } from './world';

/**
 * One signed-in person's request about Alice's things (her completed order, her service, her
 * chat with Carol) and its exact answer. 404 where the code hides that the thing exists
 * (docs/decisions/0028-order-lifecycle.md: someone else's order is a 404), 403 where the caller is a
 * party on the wrong side or lacks the role.
 */
type CrossCase = {
  caller: 'alice' | 'carol' | 'bob' | 'dave';
  status: number;
  error?: string;
  body?: (world: World) => object;
};

export type AccessRule =
  | { access: 'public'; why: string; showsSellerListing?: true }
  /** Authenticates with its first frame instead of a header (docs/decisions/0037-live-updates.md). */
  | { access: 'socket'; why: string }
  /** Notes a valid caller, never refuses. */
  | { access: 'caller-if-signed-in'; why: string }
  /** `self`: the caller names themself where only someone else makes sense (booking or messaging themself). */
  | { access: 'signed-in'; otherUser?: CrossCase; wrongRole?: CrossCase; self?: CrossCase }
  /**
   * The administrators' console: anyone else (anonymous, any bad token, every signed-in person
   * who is not an administrator) gets the 404 of an address that does not exist, and nothing
   * changes (docs/decisions/0049-trust-and-administrators.md).
   */
  | { access: 'admin' };

export const guardOfAccess: Record<AccessRule['access'], RouteGuard> = {
  public: 'none',
  socket: 'none',
  'caller-if-signed-in': 'identifyUser',
  'signed-in': 'requireUser',
  admin: 'requireAdmin',
};

const signedIn: AccessRule = { access: 'signed-in' };
const admin: AccessRule = { access: 'admin' };
const apiDocs: AccessRule = { access: 'public', why: 'API documentation generated from the schemas; it holds no one’s data' };
const webApp: AccessRule = { access: 'public', why: 'the web app’s shell, the same page for everyone' };
const strangerAndOrder = { caller: 'bob', status: 404, error: 'Order not found' } as const;

const orderActionRules = Object.fromEntries(
  orderActions.map((action) => [
    `PUT /api/orders/:id/${action}`,
    {
      access: 'signed-in',
      otherUser: strangerAndOrder,
      // Carol bought the order, Alice sells it: each tries the other side's step.
      wrongRole: { caller: action === 'cancel' ? 'alice' : 'carol', status: 403, error: `Only the ${orderTransitions[action].by} can ${action} this order` },
    } satisfies AccessRule,
  ]),
);

/**
 * Who may call each route, keyed by "METHOD url" as the route table lists it. A route missing
 * here fails the authorization test: decide its rule before it ships.
 */
export const accessRules: Record<string, AccessRule> = {
  'GET /api/health': { access: 'public', why: 'liveness check for load balancers' },
  'GET /api/ready': { access: 'public', why: 'readiness check for load balancers; says nothing about anyone' },
  'GET /api/legal': { access: 'public', why: 'the version and date of the legal pages, the same for everyone' },
  'GET /api/notifications/unsubscribe': { access: 'public', why: 'a news e-mail’s unsubscribe link: its token (an HMAC of the account) is the authority, and opening it only asks' },
  'POST /api/notifications/unsubscribe': { access: 'public', why: 'turns news off for the account its token names, nothing else (mail programs’ one-click unsubscribe sends no sign-in)' },
  'POST /auth/signup': { access: 'public', why: 'creating an account' },
  'POST /auth/login': { access: 'public', why: 'signing in' },
  'POST /auth/refresh': { access: 'public', why: 'the refresh token in the body is the credential' },
  'POST /auth/forgot-password': { access: 'public', why: 'asking for a reset link' },
  'POST /auth/reset-password': { access: 'public', why: 'the reset token in the body is the credential' },
  'POST /auth/confirm-email': { access: 'public', why: 'the token mailed to the new address is the credential' },
  'POST /auth/undo-email-change': { access: 'public', why: 'the token mailed to the old address is the credential' },
  'POST /auth/logout': { access: 'caller-if-signed-in', why: 'signing out always succeeds; a valid token also ends its own session' },
  'GET /auth/providers': { access: 'public', why: 'which sign-in buttons the login page shows; the same answer for everyone' },
  'GET /auth/google': { access: 'public', why: 'the browser navigation that starts Google sign-in' },
  'GET /auth/google/return': { access: 'public', why: 'Google’s redirect back; the state, matched to the starting browser’s cookie, and PKCE are the credentials' },
  'GET /auth/validate-token': signedIn,
  'POST /auth/change-password': signedIn,
  'DELETE /auth/users': signedIn,

  'GET /api/services': { access: 'public', showsSellerListing: true, why: 'the catalogue: sellers’ public name, phone, location, bio and services (docs/product.md §3)' },
  'GET /api/categories': { access: 'public', why: 'the categories page: how many professionals each category has' },
  'GET /api/categories/:category/professionals': {
    access: 'public',
    showsSellerListing: true,
    why: 'a category page: sellers’ public name, location, bio, rating and services (docs/product.md §2)',
  },
  'GET /api/search': {
    access: 'public',
    showsSellerListing: true,
    why: 'the search: the same public cards as a category page, across every category (docs/product.md §12)',
  },
  'GET /api/pros/:id/availability': {
    access: 'public',
    why: 'the days a professional can be booked: working weekdays and the days taken, blocked and full alike, never why (docs/decisions/0052-availability.md)',
  },
  'POST /api/contact-us': { access: 'public', why: 'anyone may write to support' },
  'GET /api/support-contact': { access: 'public', why: 'support’s e-mail and phone, shown in every page’s footer' },
  'GET /uploads/:file': { access: 'public', why: 'photos show in the public catalogue; their names are random UUIDs' },
  'GET /api/pros/:id': {
    access: 'public',
    showsSellerListing: true,
    why: 'a professional’s page: the public listing, services, reviews (reviewers by first name and initial) and photos of past work; never a phone or an e-mail (docs/decisions/0053-professional-pages.md)',
  },

  'POST /api/orders': {
    access: 'signed-in',
    self: {
      caller: 'alice',
      status: 403,
      error: 'You cannot book your own service',
      body: (world) => ({ serviceId: world.alice.serviceId, sellerId: world.alice.id, bookingDate: tomorrowInNairobi() }),
    },
  },
  'GET /api/orders': signedIn,
  // A buyer simply has no seller orders: an empty list, not a refusal.
  'GET /api/seller-orders': { access: 'signed-in', wrongRole: { caller: 'bob', status: 200 } },
  // Dave names Carol, who booked Alice: he declines nothing of Alice's (an empty count).
  'POST /api/seller-orders/reject-pending': { access: 'signed-in', otherUser: { caller: 'dave', status: 200, body: (world) => ({ buyerId: world.carol.id }) } },
  ...orderActionRules,
  'GET /api/orders/:id': { access: 'signed-in', otherUser: strangerAndOrder },
  'PUT /api/orders/:id/confirm': {
    access: 'signed-in',
    otherUser: strangerAndOrder,
    wrongRole: { caller: 'alice', status: 403, error: 'Only the buyer can confirm this job' },
  },
  'POST /api/orders/:id/pay': {
    access: 'signed-in',
    otherUser: { ...strangerAndOrder, body: () => ({}) },
    wrongRole: { caller: 'alice', status: 403, error: 'Only the buyer can pay for this order', body: () => ({}) },
  },
  'POST /api/orders/:id/review': {
    access: 'signed-in',
    otherUser: { ...strangerAndOrder, body: () => ({ rating: 5 }) },
    wrongRole: { caller: 'alice', status: 403, error: 'Only the buyer can review this order', body: () => ({ rating: 5 }) },
  },
  'GET /api/payments/summary': signedIn,

  'GET /api/conversations': signedIn,
  // Bob names Carol: he gets his own thread with her (empty), never hers with Alice.
  'GET /api/messages/:userId': { access: 'signed-in', otherUser: { caller: 'bob', status: 200 } },
  'POST /api/messages': {
    access: 'signed-in',
    self: { caller: 'alice', status: 400, error: 'You cannot message yourself', body: (world) => ({ receiverId: world.alice.id, content: 'Note to self' }) },
  },
  'GET /api/ws': { access: 'socket', why: 'the live socket reads the access token from its first frame' },

  'POST /api/become-seller': signedIn,
  'POST /api/services': {
    access: 'signed-in',
    wrongRole: {
      caller: 'bob',
      status: 403,
      error: 'Only sellers can add services',
      body: () => ({ category: 'plumbing', title: 'Bob tries selling', description: 'Nope', price: 100, experience: 0 }),
    },
  },
  // A buyer offers nothing: an empty list.
  'GET /api/services/user': { access: 'signed-in', wrongRole: { caller: 'bob', status: 200 } },
  'DELETE /api/services/:id': {
    access: 'signed-in',
    otherUser: { caller: 'dave', status: 404, error: 'Service not found' },
    wrongRole: { caller: 'bob', status: 404, error: 'Service not found' },
  },
  'GET /api/profile': signedIn,
  'PUT /api/profile': signedIn,
  // A seller's photos of past work: a buyer has none and may add none; someone else's photo is missing.
  'GET /api/me/gallery': { access: 'signed-in', wrongRole: { caller: 'bob', status: 200 } },
  'POST /api/me/gallery': { access: 'signed-in', wrongRole: { caller: 'bob', status: 403, error: 'Only sellers can add photos of their work' } },
  'DELETE /api/me/gallery/:id': {
    access: 'signed-in',
    otherUser: { caller: 'dave', status: 404, error: 'Photo not found' },
    wrongRole: { caller: 'bob', status: 404, error: 'Photo not found' },
  },

  // The caller's own identity check: a buyer has none (NONE) and may not ask for one.
  'GET /api/me/verification': signedIn,
  'GET /api/me/consents': signedIn,
  'PUT /api/me/consents': signedIn,
  'GET /api/me/notification-preferences': signedIn,
  'PUT /api/me/notification-preferences': signedIn,
  'GET /api/me/export': signedIn,
  // A seller's own availability: a buyer has none to read or set.
  'GET /api/me/availability': { access: 'signed-in', wrongRole: { caller: 'bob', status: 403, error: 'Only sellers can set their availability' } },
  'PUT /api/me/availability': {
    access: 'signed-in',
    wrongRole: { caller: 'bob', status: 403, error: 'Only sellers can set their availability', body: () => ({ workingDays: [1, 2, 3], blockedDates: [], dailyCapacity: 2 }) },
  },
  'POST /api/me/verification': { access: 'signed-in', wrongRole: { caller: 'bob', status: 403, error: 'Only sellers can ask to be verified' } },
  'GET /api/admin/verifications': admin,
  'PUT /api/admin/verifications/:id/approve': admin,
  'PUT /api/admin/verifications/:id/reject': admin,
  'GET /api/admin/verifications/:id/document-photo': admin,
  'GET /api/admin/verifications/:id/selfie': admin,

  // A dispute about Carol's completed order (she reported it): its two people only; Alice sells it.
  'POST /api/orders/:id/dispute': {
    access: 'signed-in',
    otherUser: { ...strangerAndOrder, body: () => ({ reason: 'poor_work', description: 'Bob was never there' }) },
    wrongRole: { caller: 'alice', status: 403, error: 'Only the buyer can report a problem with this job', body: () => ({ reason: 'other', description: 'Alice tries' }) },
  },
  'GET /api/orders/:id/dispute': { access: 'signed-in', otherUser: strangerAndOrder },
  'POST /api/orders/:id/dispute/statements': { access: 'signed-in', otherUser: { ...strangerAndOrder, body: () => ({ text: 'Bob takes sides' }) } },
  // Evidence: the order's two people and administrators; for anyone else the photo does not exist.
  'GET /api/disputes/:id/photos/:photoId': { access: 'signed-in', otherUser: { caller: 'bob', status: 404, error: 'Photo not found' } },
  'GET /api/admin/disputes': admin,
  'GET /api/admin/disputes/:id': admin,
  'PUT /api/admin/disputes/:id/decide': admin,

  // The administrators' console beyond verification and disputes.
  'GET /api/admin/overview': admin,
  'GET /api/admin/users': admin,
  'PUT /api/admin/users/:id/suspend': admin,
  'PUT /api/admin/users/:id/restore': admin,
  'GET /api/admin/payments': admin,
  'POST /api/admin/payments/:orderId/retry': admin,
  'PUT /api/admin/flags/:id/resolve': admin,
  'GET /api/admin/contact-messages': admin,
  'GET /api/admin/actions': admin,

  'GET /api/docs': apiDocs,
  'GET /api/docs/json': apiDocs,
  'GET /api/docs/yaml': apiDocs,
  'GET /api/docs/static/*': apiDocs,
  'GET /api/docs/static/index.html': apiDocs,
  'GET /api/docs/static/swagger-initializer.js': apiDocs,
  'GET /': webApp,
  'GET /*': webApp,
  'POST /login': { access: 'public', why: 'the login form sent before the page’s script: handed to POST /auth/login as the visitor, from this site only' },
  'POST /contact': { access: 'public', why: 'the contact form sent before the page’s script: handed to POST /api/contact-us as the visitor, from this site only' },
  // @fastify/cors answers in its hook, before any route: this route only lets OPTIONS reach it.
  'OPTIONS *': { access: 'public', why: 'CORS preflights: allow headers for ALLOWED_ORIGINS on /api and /auth, no data; otherwise 404' },
};
