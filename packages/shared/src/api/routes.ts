import { z } from 'zod';
import { changePasswordRequest, deleteAccountRequest, resetPasswordRequest } from '../account';
import { forgotPasswordRequest, loginRequest, signupRequest } from '../auth';
import { createOrderRequest } from '../booking';
import { acceptConsentsRequest, consentsResponse } from '../consents';
import { availabilityResponse, availabilitySchema, proAvailabilityResponse } from '../availability';
import { contactRequest, supportContactResponse } from '../contact';
import { emailLinkRequest } from '../email-change';
import { sendMessageRequest } from '../messages';
import { notificationPreferences } from '../notifications';
import { updateProfileRequest } from '../profile';
import { reviewRequest } from '../reviews';
import { becomeSellerRequest } from '../sellers';
import { createServiceRequest } from '../services';
import { authProvidersResponse, loginResponse, logoutRequest, refreshRequest, refreshResponse, signupResponse, validateTokenResponse } from './auth';
import { categoryCountsResponse, professionalsQuery, professionalsResponse } from './catalogue';
import { messageResponse } from './common';
import { addGalleryPhotoForm, myGalleryResponse, proQuery, proResponse } from './pros';
import { searchQuery, searchResponse } from './search';
import { apiEndpoints, type ApiEndpoint, type ApiEndpoints } from './endpoints';
import { conversationsQuery, conversationsResponse, messagesQuery, messagesResponse, sendMessageResponse } from './messages';
import {
  createOrderResponse,
  orderResponse,
  ordersQuery,
  ordersResponse,
  paymentSummaryResponse,
  payOrderRequest,
  rejectPendingRequest,
  rejectPendingResponse,
  reviewResponse,
  sellerOrdersQuery,
  sellerOrdersResponse,
} from './orders';
import { becomeSellerResponse, createServiceResponse, profileResponse, updateProfileResponse, userServicesResponse } from './sellers';
import {
  adminActionRequest,
  approveVerificationRequest,
  decideDisputeRequest,
  disputeStatementRequest,
  openDisputeRequest,
  rejectVerificationRequest,
  verificationRequest,
} from '../trust';
import {
  adminActionsQuery,
  adminActionsResponse,
  adminContactMessagesQuery,
  adminContactMessagesResponse,
  adminDisputeResponse,
  adminDisputesQuery,
  adminDisputesResponse,
  adminOverviewResponse,
  adminPaymentResponse,
  adminPaymentsResponse,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  adminVerificationResponse,
  adminVerificationsQuery,
  adminVerificationsResponse,
  disputeResponse,
  flagResponse,
  myVerificationResponse,
} from './trust';

/**
 * One call of the API (docs/product.md §7): where it goes (endpoints.ts), what it takes and
 * what it answers on success. The schemas are the ones the server's route declares, so a
 * client that checks with them checks what the server promises.
 */
interface ApiRoute extends ApiEndpoint {
  /** The status of success; `response` is the body the route declares for it. */
  status: 200 | 201 | 202 | 204;
  response: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body: its text fields, which the server reads with this schema (an
   * API client may send the same fields as JSON instead, without the file).
   */
  form?: z.ZodType;
  /** The name of the form's one file part, when it takes a file. */
  file?: string;
  /** The form's file parts and how many of each it takes, when it takes several. */
  files?: Readonly<Record<string, number>>;
  /** The query string's parameters. */
  query?: z.ZodType;
}

/** POST /auth/logout answers 204 without a body. */
const noContent = z.null();

export const apiRoutes = {
  signUp: { ...apiEndpoints.signUp, status: 201, body: signupRequest, response: signupResponse },
  logIn: { ...apiEndpoints.logIn, status: 200, body: loginRequest, response: loginResponse },
  refreshSession: { ...apiEndpoints.refreshSession, status: 200, body: refreshRequest, response: refreshResponse },
  logOut: { ...apiEndpoints.logOut, status: 204, body: logoutRequest, response: noContent },
  validateSession: { ...apiEndpoints.validateSession, status: 200, response: validateTokenResponse },
  getSignInOptions: { ...apiEndpoints.getSignInOptions, status: 200, response: authProvidersResponse },
  requestPasswordReset: { ...apiEndpoints.requestPasswordReset, status: 200, body: forgotPasswordRequest, response: messageResponse },
  resetPassword: { ...apiEndpoints.resetPassword, status: 200, body: resetPasswordRequest, response: messageResponse },
  changePassword: { ...apiEndpoints.changePassword, status: 200, body: changePasswordRequest, response: messageResponse },
  deleteAccount: { ...apiEndpoints.deleteAccount, status: 200, body: deleteAccountRequest, response: messageResponse },
  confirmEmail: { ...apiEndpoints.confirmEmail, status: 200, body: emailLinkRequest, response: messageResponse },
  undoEmailChange: { ...apiEndpoints.undoEmailChange, status: 200, body: emailLinkRequest, response: messageResponse },

  getCategoryCounts: { ...apiEndpoints.getCategoryCounts, status: 200, response: categoryCountsResponse },
  getProfessionals: { ...apiEndpoints.getProfessionals, status: 200, query: professionalsQuery, response: professionalsResponse },

  searchProfessionals: { ...apiEndpoints.searchProfessionals, status: 200, query: searchQuery, response: searchResponse },
  getPro: { ...apiEndpoints.getPro, status: 200, query: proQuery, response: proResponse },
  getMyGallery: { ...apiEndpoints.getMyGallery, status: 200, response: myGalleryResponse },
  addGalleryPhoto: { ...apiEndpoints.addGalleryPhoto, status: 201, form: addGalleryPhotoForm, file: 'photo', response: myGalleryResponse },
  deleteGalleryPhoto: { ...apiEndpoints.deleteGalleryPhoto, status: 200, response: myGalleryResponse },
  getProAvailability: { ...apiEndpoints.getProAvailability, status: 200, response: proAvailabilityResponse },
  getMyAvailability: { ...apiEndpoints.getMyAvailability, status: 200, response: availabilityResponse },
  updateMyAvailability: { ...apiEndpoints.updateMyAvailability, status: 200, body: availabilitySchema, response: availabilityResponse },

  sendContactMessage: { ...apiEndpoints.sendContactMessage, status: 200, body: contactRequest, response: messageResponse },
  getSupportContact: { ...apiEndpoints.getSupportContact, status: 200, response: supportContactResponse },

  getConversations: { ...apiEndpoints.getConversations, status: 200, query: conversationsQuery, response: conversationsResponse },
  getMessages: { ...apiEndpoints.getMessages, status: 200, query: messagesQuery, response: messagesResponse },
  sendMessage: { ...apiEndpoints.sendMessage, status: 201, body: sendMessageRequest, response: sendMessageResponse },

  createOrder: { ...apiEndpoints.createOrder, status: 201, body: createOrderRequest, response: createOrderResponse },
  getOrders: { ...apiEndpoints.getOrders, status: 200, query: ordersQuery, response: ordersResponse },
  getSellerOrders: { ...apiEndpoints.getSellerOrders, status: 200, query: sellerOrdersQuery, response: sellerOrdersResponse },
  rejectPending: { ...apiEndpoints.rejectPending, status: 200, body: rejectPendingRequest, response: rejectPendingResponse },
  getOrder: { ...apiEndpoints.getOrder, status: 200, response: orderResponse },
  orderAction: { ...apiEndpoints.orderAction, status: 200, response: orderResponse },
  confirmOrder: { ...apiEndpoints.confirmOrder, status: 200, response: orderResponse },
  payOrder: { ...apiEndpoints.payOrder, status: 202, body: payOrderRequest, response: orderResponse },
  reviewOrder: { ...apiEndpoints.reviewOrder, status: 201, body: reviewRequest, response: reviewResponse },
  getPaymentSummary: { ...apiEndpoints.getPaymentSummary, status: 200, response: paymentSummaryResponse },

  getProfile: { ...apiEndpoints.getProfile, status: 200, response: profileResponse },
  getConsents: { ...apiEndpoints.getConsents, status: 200, response: consentsResponse },
  /** A file (docs/privacy.md lists its parts), downloaded with fetch, never read through callApi. */
  exportMyData: { ...apiEndpoints.exportMyData, status: 200, response: z.unknown().describe('The JSON file; its parts are listed in docs/privacy.md') },
  acceptConsents: { ...apiEndpoints.acceptConsents, status: 200, body: acceptConsentsRequest, response: consentsResponse },
  getNotificationPreferences: { ...apiEndpoints.getNotificationPreferences, status: 200, response: notificationPreferences },
  updateNotificationPreferences: { ...apiEndpoints.updateNotificationPreferences, status: 200, body: notificationPreferences, response: notificationPreferences },
  updateProfile: { ...apiEndpoints.updateProfile, status: 200, form: updateProfileRequest, file: 'profilePhoto', response: updateProfileResponse },
  becomeSeller: { ...apiEndpoints.becomeSeller, status: 200, form: becomeSellerRequest, file: 'profilePhoto', response: becomeSellerResponse },
  createService: { ...apiEndpoints.createService, status: 201, form: createServiceRequest, response: createServiceResponse },
  getUserServices: { ...apiEndpoints.getUserServices, status: 200, response: userServicesResponse },
  deleteService: { ...apiEndpoints.deleteService, status: 200, response: messageResponse },

  getMyVerification: { ...apiEndpoints.getMyVerification, status: 200, response: myVerificationResponse },
  requestVerification: {
    ...apiEndpoints.requestVerification,
    status: 201,
    form: verificationRequest,
    files: { documentPhoto: 1, selfie: 1 },
    response: myVerificationResponse,
  },
  openDispute: { ...apiEndpoints.openDispute, status: 201, form: openDisputeRequest, files: { photos: 3 }, response: disputeResponse },
  getDispute: { ...apiEndpoints.getDispute, status: 200, response: disputeResponse },
  addDisputeStatement: { ...apiEndpoints.addDisputeStatement, status: 201, form: disputeStatementRequest, files: { photos: 3 }, response: disputeResponse },

  getAdminOverview: { ...apiEndpoints.getAdminOverview, status: 200, response: adminOverviewResponse },
  getAdminVerifications: { ...apiEndpoints.getAdminVerifications, status: 200, query: adminVerificationsQuery, response: adminVerificationsResponse },
  approveVerification: { ...apiEndpoints.approveVerification, status: 200, body: approveVerificationRequest, response: adminVerificationResponse },
  rejectVerification: { ...apiEndpoints.rejectVerification, status: 200, body: rejectVerificationRequest, response: adminVerificationResponse },
  getAdminDisputes: { ...apiEndpoints.getAdminDisputes, status: 200, query: adminDisputesQuery, response: adminDisputesResponse },
  getAdminDispute: { ...apiEndpoints.getAdminDispute, status: 200, response: adminDisputeResponse },
  decideDispute: { ...apiEndpoints.decideDispute, status: 200, body: decideDisputeRequest, response: adminDisputeResponse },
  getAdminPayments: { ...apiEndpoints.getAdminPayments, status: 200, response: adminPaymentsResponse },
  retryPayment: { ...apiEndpoints.retryPayment, status: 200, body: adminActionRequest, response: adminPaymentResponse },
  resolveFlag: { ...apiEndpoints.resolveFlag, status: 200, body: adminActionRequest, response: flagResponse },
  getAdminContactMessages: { ...apiEndpoints.getAdminContactMessages, status: 200, query: adminContactMessagesQuery, response: adminContactMessagesResponse },
  getAdminUsers: { ...apiEndpoints.getAdminUsers, status: 200, query: adminUsersQuery, response: adminUsersResponse },
  suspendUser: { ...apiEndpoints.suspendUser, status: 200, body: adminActionRequest, response: adminUserResponse },
  restoreUser: { ...apiEndpoints.restoreUser, status: 200, body: adminActionRequest, response: adminUserResponse },
  getAdminActions: { ...apiEndpoints.getAdminActions, status: 200, query: adminActionsQuery, response: adminActionsResponse },
} as const satisfies { [Name in keyof ApiEndpoints]: ApiRoute };

export type ApiRoutes = typeof apiRoutes;
