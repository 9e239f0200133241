// Business constants and limits: docs/product.md §9, plus the server-side limits fixed in
// the decision records (docs/decisions/README.md). Durations are milliseconds, sizes bytes, unless
// the name says otherwise.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "Today" and order times are Kenyan time (docs/decisions/0003-money-and-nairobi-time.md). */
export const TIME_ZONE = 'Africa/Nairobi';

export const CURRENCY = { code: 'KES', symbol: 'KSh' } as const;

// ---- Data fetching (web) ----

/** Become TanStack Query `staleTime`s. */
export const CACHE_TTL_MS = {
  services: 5 * MINUTE_MS,
  userServices: 5 * MINUTE_MS,
  profile: 2 * MINUTE_MS,
} as const;

/** `?limit=5` on orders, seller orders and conversations. */
export const LIST_LIMIT = 5;

export const USER_REFRESH_THROTTLE_MS = 5 * SECOND_MS;

export const UNREAD_COUNT_TIMING_MS = {
  cacheWindow: 30 * SECOND_MS,
  debounce: 300,
} as const;

// ---- Timing of messages, toasts and redirects (web) ----

export const MESSAGE_DISPLAY_MS = {
  /** Login and signup error messages. */
  authError: 3 * SECOND_MS,
  /** Contact, profile, orders and forgot/reset password notices. */
  notice: 3 * SECOND_MS,
  /** Add-service, change-password and delete-account errors. */
  formError: 2 * SECOND_MS,
  dashboardToast: 2000,
  formErrorToast: 1000,
} as const;

export const REDIRECT_DELAY_MS = {
  login: 2 * SECOND_MS,
  signup: 2 * SECOND_MS,
  bookingSuccess: 2 * SECOND_MS,
  becomeSeller: 1.5 * SECOND_MS,
  addService: 1 * SECOND_MS,
  forgotPassword: 3 * SECOND_MS,
  resetPassword: 2 * SECOND_MS,
  /** A reset page opened without a token sends the user back to /forgot-password. */
  missingResetToken: 3 * SECOND_MS,
  deleteAccount: 2 * SECOND_MS,
} as const;

/** How long the simulated payment provider takes to hold a booking's money. */
export const SIMULATED_PAYMENT_MS = 2 * SECOND_MS;

// ---- Layout (web) ----

export const SLIDESHOW_TIMING_MS = {
  interval: 5 * SECOND_MS,
  fade: 1 * SECOND_MS,
} as const;

/** Below this width the mobile slideshow images are used. */
export const MOBILE_BREAKPOINT_PX = 768;

export const NAVBAR_SCROLL_THRESHOLD_PX = 50;

export const REVIEW_MODAL_WIDTH_PX = 400;

export const DASHBOARD_PREVIEW_COUNT = {
  services: 4,
  newOrders: 4,
  buyerOrders: 4,
  history: 5,
} as const;

export const ORDER_ID_DISPLAY_LENGTH = 8;

// ---- Validation limits (both sides) ----

export const PASSWORD_STRENGTH_THRESHOLD = 60;

/** Minimum on reset and change password; signup relies on the strength score instead. */
export const PASSWORD_MIN_LENGTH = 8;

export const PHONE_MIN_DIGITS = 10;

export const REVIEW_RATING = { min: 1, max: 5 } as const;

export const DELETION_CONFIRM_WORD = 'DELETE';

/**
 * Upper bounds the spec leaves open. They keep rows and screens sane and stop a client
 * from storing megabytes of text; each is well above anything a person types.
 */
export const MAX_LENGTH = {
  /** Ids are opaque strings (UUIDs today); anything longer is not one of ours. */
  id: 100,
  name: 100,
  /** RFC 5321 limit for a mailbox. */
  email: 254,
  /** Long passphrases are welcome; beyond this only hashing cost grows. */
  password: 128,
  /** Room for a plus, 15 digits (E.164's maximum) and grouping spaces or dashes. */
  phone: 30,
  location: 100,
  bio: 1000,
  serviceTitle: 100,
  serviceDescription: 2000,
  /** Each entry of a seller's comma-separated "Services Offered". */
  offeredService: 100,
  offeredServicesCount: 20,
  reviewComment: 1000,
  contactMessage: 5000,
  chatMessage: 2000,
  deletionReason: 500,
} as const;

/** Largest price a service may ask, in whole shillings (keeps cents within 32-bit integers). */
export const MAX_SERVICE_PRICE_KSH = 10_000_000;

/** Nobody has worked a trade longer than this; catches typos such as 2015. */
export const MAX_EXPERIENCE_YEARS = 80;

/** Profile photos (docs/decisions/0021-photos.md). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Photos of past work a professional's page shows (docs/decisions/0053-professional-pages.md). */
export const GALLERY_MAX_PHOTOS = 12;

// ---- Sessions and security (server) ----
// Lifetimes: docs/decisions/0007-sessions-and-refresh-tokens.md.
// Limits: docs/decisions/0010-rate-limits-and-slow-clients.md.

export const SESSION_LIFETIME_MS = {
  accessToken: 15 * MINUTE_MS,
  refreshToken: 1 * DAY_MS,
  rememberMeRefreshToken: 30 * DAY_MS,
  resetLink: 1 * HOUR_MS,
} as const;

export const RATE_LIMITS = {
  /** Brute force on one account. */
  loginPerIdentifier: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Generous because Kenyan mobile users share carrier NAT addresses. */
  loginPerIp: { max: 100, windowMs: 15 * MINUTE_MS },
  /** Reset mails to one account, however its identifier is spelled. */
  forgotPasswordPerAccount: { max: 5, windowMs: 1 * HOUR_MS },
  /** Every reset request from one address, known identifier or not: enumeration stays slow. */
  forgotPasswordPerIp: { max: 30, windowMs: 1 * HOUR_MS },
  /** Any mail Fundi sends to one e-mail address: nobody's inbox can be flooded through us. */
  mailsPerAddress: { max: 10, windowMs: 1 * HOUR_MS },
  /**
   * Reset-token guessing: refused tokens per address. A person needs one or two tries; each
   * try costs an argon2 hash, so a loop of guesses is also a CPU attack.
   */
  resetPasswordFailuresPerIp: { max: 20, windowMs: 15 * MINUTE_MS },
  signupPerIp: { max: 30, windowMs: 1 * HOUR_MS },
  messagesPerUser: { max: 60, windowMs: 1 * MINUTE_MS },
  /** More than any real household books in an hour; a flood of fake bookings is stopped. */
  bookingsPerBuyer: { max: 20, windowMs: 1 * HOUR_MS },
  /** Enough for a person, too few for a spam run. */
  contactPerIp: { max: 10, windowMs: 1 * HOUR_MS },
  /** Becoming a seller and saving the profile: each may carry a photo to re-encode (CPU). */
  profileWritesPerUser: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Asking to be verified: two photos to re-encode and a person to look at them. */
  verificationRequestsPerUser: { max: 5, windowMs: 24 * HOUR_MS },
  /** Reports and statements in disputes, each with up to 3 photos. */
  disputeWritesPerUser: { max: 20, windowMs: 1 * HOUR_MS },
  /** Saving settings such as notification preferences: more than anyone clicks Save. */
  settingsWritesPerUser: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Everything an administrator changes: a stolen console session cannot sweep the site. */
  adminActionsPerAdmin: { max: 120, windowMs: 15 * MINUTE_MS },
  /** Downloading one's own data: each reads everything the account holds, and once is what a person needs. */
  dataExportsPerUser: { max: 5, windowMs: 1 * HOUR_MS },
} as const;

// ---- Support (footer and contact page; the hours are worded in the web's catalogues) ----

export const SUPPORT = {
  city: 'Nairobi',
} as const;

/**
 * The longest professionals search the server takes; the category page's search box stops
 * there too. Here, not beside the schema, so the page can read it without loading zod.
 */
export const PROFESSIONALS_SEARCH_MAX = 100;
