import type { CategoryId } from '../catalogue';
import type { OrderAction } from '../orders';

// Where each call of the API goes: its method and its path, built from its parameters (each
// one encoded). The half of the route map (routes.ts) that needs no schema, so a client can
// send a request while the schemas that check its answer are still loading. docs/product.md §7.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call's method and path. `path` takes the call's path parameters, or nothing. */
export interface ApiEndpoint {
  method: HttpMethod;
  path: (params: never) => string;
}

const segment = encodeURIComponent;

export const apiEndpoints = {
  // Accounts and sessions
  signUp: { method: 'POST', path: () => '/auth/signup' },
  logIn: { method: 'POST', path: () => '/auth/login' },
  refreshSession: { method: 'POST', path: () => '/auth/refresh' },
  logOut: { method: 'POST', path: () => '/auth/logout' },
  validateSession: { method: 'GET', path: () => '/auth/validate-token' },
  getSignInOptions: { method: 'GET', path: () => '/auth/providers' },
  requestPasswordReset: { method: 'POST', path: () => '/auth/forgot-password' },
  resetPassword: { method: 'POST', path: () => '/auth/reset-password' },
  changePassword: { method: 'POST', path: () => '/auth/change-password' },
  deleteAccount: { method: 'DELETE', path: () => '/auth/users' },
  confirmEmail: { method: 'POST', path: () => '/auth/confirm-email' },
  undoEmailChange: { method: 'POST', path: () => '/auth/undo-email-change' },

  // The catalogue
  getCategoryCounts: { method: 'GET', path: () => '/api/categories' },
  getProfessionals: {
    method: 'GET',
    path: ({ category }: { category: CategoryId }) => `/api/categories/${segment(category)}/professionals`,
  },

  // Finding a professional: the search, their page, the days they work
  searchProfessionals: { method: 'GET', path: () => '/api/search' },
  getPro: { method: 'GET', path: ({ id }: { id: string }) => `/api/pros/${segment(id)}` },
  getProAvailability: { method: 'GET', path: ({ id }: { id: string }) => `/api/pros/${segment(id)}/availability` },
  getMyGallery: { method: 'GET', path: () => '/api/me/gallery' },
  addGalleryPhoto: { method: 'POST', path: () => '/api/me/gallery' },
  deleteGalleryPhoto: { method: 'DELETE', path: ({ id }: { id: string }) => `/api/me/gallery/${segment(id)}` },
  getMyAvailability: { method: 'GET', path: () => '/api/me/availability' },
  updateMyAvailability: { method: 'PUT', path: () => '/api/me/availability' },

  // Contact
  sendContactMessage: { method: 'POST', path: () => '/api/contact-us' },
  getSupportContact: { method: 'GET', path: () => '/api/support-contact' },

  // Messages
  getConversations: { method: 'GET', path: () => '/api/conversations' },
  getMessages: { method: 'GET', path: ({ userId }: { userId: string }) => `/api/messages/${segment(userId)}` },
  sendMessage: { method: 'POST', path: () => '/api/messages' },

  // Orders, reviews and payments
  createOrder: { method: 'POST', path: () => '/api/orders' },
  getOrders: { method: 'GET', path: () => '/api/orders' },
  getSellerOrders: { method: 'GET', path: () => '/api/seller-orders' },
  rejectPending: { method: 'POST', path: () => '/api/seller-orders/reject-pending' },
  getOrder: { method: 'GET', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}` },
  orderAction: {
    method: 'PUT',
    path: ({ id, action }: { id: string; action: OrderAction }) => `/api/orders/${segment(id)}/${segment(action)}`,
  },
  confirmOrder: { method: 'PUT', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}/confirm` },
  payOrder: { method: 'POST', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}/pay` },
  reviewOrder: { method: 'POST', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}/review` },
  getPaymentSummary: { method: 'GET', path: () => '/api/payments/summary' },

  // The profile, becoming a seller, a seller's services
  getProfile: { method: 'GET', path: () => '/api/profile' },
  getConsents: { method: 'GET', path: () => '/api/me/consents' },
  /** One JSON file, streamed as an attachment: not an answer callApi reads (no schema in routes.ts). */
  exportMyData: { method: 'GET', path: () => '/api/me/export' },
  acceptConsents: { method: 'PUT', path: () => '/api/me/consents' },
  getNotificationPreferences: { method: 'GET', path: () => '/api/me/notification-preferences' },
  updateNotificationPreferences: { method: 'PUT', path: () => '/api/me/notification-preferences' },
  updateProfile: { method: 'PUT', path: () => '/api/profile' },
  becomeSeller: { method: 'POST', path: () => '/api/become-seller' },
  createService: { method: 'POST', path: () => '/api/services' },
  getUserServices: { method: 'GET', path: () => '/api/services/user' },
  deleteService: { method: 'DELETE', path: ({ id }: { id: string }) => `/api/services/${segment(id)}` },

  // Trust: a seller's identity check, a dispute about a job
  getMyVerification: { method: 'GET', path: () => '/api/me/verification' },
  requestVerification: { method: 'POST', path: () => '/api/me/verification' },
  openDispute: { method: 'POST', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}/dispute` },
  getDispute: { method: 'GET', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}/dispute` },
  addDisputeStatement: { method: 'POST', path: ({ id }: { id: string }) => `/api/orders/${segment(id)}/dispute/statements` },

  // The administrators' console
  getAdminOverview: { method: 'GET', path: () => '/api/admin/overview' },
  getAdminVerifications: { method: 'GET', path: () => '/api/admin/verifications' },
  approveVerification: { method: 'PUT', path: ({ id }: { id: string }) => `/api/admin/verifications/${segment(id)}/approve` },
  rejectVerification: { method: 'PUT', path: ({ id }: { id: string }) => `/api/admin/verifications/${segment(id)}/reject` },
  getAdminDisputes: { method: 'GET', path: () => '/api/admin/disputes' },
  getAdminDispute: { method: 'GET', path: ({ id }: { id: string }) => `/api/admin/disputes/${segment(id)}` },
  decideDispute: { method: 'PUT', path: ({ id }: { id: string }) => `/api/admin/disputes/${segment(id)}/decide` },
  getAdminPayments: { method: 'GET', path: () => '/api/admin/payments' },
  retryPayment: { method: 'POST', path: ({ orderId }: { orderId: string }) => `/api/admin/payments/${segment(orderId)}/retry` },
  resolveFlag: { method: 'PUT', path: ({ id }: { id: string }) => `/api/admin/flags/${segment(id)}/resolve` },
  getAdminContactMessages: { method: 'GET', path: () => '/api/admin/contact-messages' },
  getAdminUsers: { method: 'GET', path: () => '/api/admin/users' },
  suspendUser: { method: 'PUT', path: ({ id }: { id: string }) => `/api/admin/users/${segment(id)}/suspend` },
  restoreUser: { method: 'PUT', path: ({ id }: { id: string }) => `/api/admin/users/${segment(id)}/restore` },
  getAdminActions: { method: 'GET', path: () => '/api/admin/actions' },
} as const satisfies Record<string, ApiEndpoint>;

export type ApiEndpoints = typeof apiEndpoints;
