import { centsToShillings } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import { photoPath } from '../../lib/users/photo-path';
import { beyond, EXPORT_PAGE_SIZE, inPages, type Place } from './export-pages';

// What the file holds about the account itself: its row, photos, offerings, sign-ins, consents,
// e-mail changes, contact messages, notices and the identity checks it asked for. Every list is
// read in pages (export-pages.ts); each row is shown as the person would read it.

/** The users row, less the password's hash; the Google link only as linked or not. */
export async function readAccount(db: Database, userId: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_presence', 'user_presence.user_id', 'users.id')
    .selectAll('users')
    .select('user_presence.last_connected_at')
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified,
    phone: row.phone,
    hasPassword: row.password_hash !== null,
    googleLinked: row.google_subject !== null,
    role: row.role,
    isAdmin: row.is_admin,
    language: row.language,
    location: row.location,
    townsServed: row.towns_served,
    bio: row.bio,
    gender: row.gender,
    servicesOffered: row.services_offered,
    profilePhoto: photoPath(row.profile_photo_id),
    sellerProfileComplete: row.seller_profile_complete,
    ratingSum: row.rating_sum,
    ratingCount: row.rating_count,
    verifiedAt: row.verified_at,
    suspendedAt: row.suspended_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastConnectedAt: row.last_connected_at,
  };
}

/** Photos the person uploaded: where each is served, never its bytes. */
export function photosOf(db: Database, userId: string) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('photos')
      .leftJoin('users', (join) => join.onRef('users.profile_photo_id', '=', 'photos.id').on('users.id', '=', userId))
      .leftJoin('gallery_photos', 'gallery_photos.photo_id', 'photos.id')
      .select([
        'photos.id',
        exactTime('photos.created_at').as('at'),
        'photos.created_at',
        'photos.width',
        'photos.height',
        'photos.content_type',
        'users.id as profile_of',
        'gallery_photos.photo_id as in_gallery',
      ])
      .where('photos.owner_id', '=', userId)
      .where(beyond('photos', after, { newestFirst: true }))
      .orderBy('photos.created_at', 'desc')
      .orderBy('photos.id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  return inPages(read, (row) => ({
    id: row.id,
    url: photoPath(row.id),
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    isProfilePhoto: row.profile_of !== null,
    isPastWorkPhoto: row.in_gallery !== null,
    createdAt: row.created_at,
  }));
}

/** The person's offerings, those of the catalogue and those put aside while the account is suspended. */
export async function* servicesOf(db: Database, userId: string) {
  const columns = ['services.title', 'services.category'] as const;
  const listed = (after: Place | undefined) =>
    db
      .selectFrom('offerings')
      .innerJoin('services', 'services.id', 'offerings.service_id')
      .select(['offerings.id', exactTime('offerings.created_at').as('at'), 'offerings.created_at', 'offerings.service_id', 'offerings.description', 'offerings.price_cents', 'offerings.experience_years', ...columns])
      .where('offerings.seller_id', '=', userId)
      .where(beyond('offerings', after, { newestFirst: true }))
      .orderBy('offerings.created_at', 'desc')
      .orderBy('offerings.id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  const putAside = (after: Place | undefined) =>
    db
      .selectFrom('suspended_offerings')
      .innerJoin('services', 'services.id', 'suspended_offerings.service_id')
      .select([
        'suspended_offerings.id',
        exactTime('suspended_offerings.created_at').as('at'),
        'suspended_offerings.created_at',
        'suspended_offerings.service_id',
        'suspended_offerings.description',
        'suspended_offerings.price_cents',
        'suspended_offerings.experience_years',
        ...columns,
      ])
      .where('suspended_offerings.seller_id', '=', userId)
      .where(beyond('suspended_offerings', after, { newestFirst: true }))
      .orderBy('suspended_offerings.created_at', 'desc')
      .orderBy('suspended_offerings.id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  type OfferingRow = Awaited<ReturnType<typeof listed>>[number];
  const show = (isSuspended: boolean) => (row: OfferingRow) => ({
    offeringId: row.id,
    serviceId: row.service_id,
    title: row.title,
    category: row.category,
    description: row.description,
    price: centsToShillings(row.price_cents),
    experience: row.experience_years,
    isSuspended,
    createdAt: row.created_at,
  });
  yield* inPages(listed, show(false));
  yield* inPages(putAside, show(true));
}

/** Each signed-in device: when it began, was last used and ended. The refresh tokens' hashes stay out. */
export function sessionsOf(db: Database, userId: string) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('sessions')
      .select(['id', exactTime('created_at').as('at'), 'created_at', 'last_used_at', 'expires_at', 'remember_me', 'revoked_at', 'revoked_reason'])
      .where('user_id', '=', userId)
      .where(beyond('sessions', after, { newestFirst: true }))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  return inPages(read, (row) => ({
    id: row.id,
    rememberMe: row.remember_me,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    endedAt: row.revoked_at,
    endedBecause: row.revoked_reason,
  }));
}

/** At most one row per kind and version of the terms: read at once. */
export async function consentsOf(db: Database, userId: string) {
  const rows = await db.selectFrom('consents').select(['kind', 'version', 'accepted_at']).where('user_id', '=', userId).orderBy('accepted_at').orderBy('id').execute();
  return rows.map((row) => ({ kind: row.kind, version: row.version, acceptedAt: row.accepted_at }));
}

/** Changes of the account's e-mail address; the links' token hashes stay out. */
export function emailChangesOf(db: Database, userId: string) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('email_changes')
      .select(['id', exactTime('created_at').as('at'), 'created_at', 'old_email', 'new_email', 'confirmed_at', 'undone_at', 'undo_expires_at', 'google_subject_before'])
      .where('user_id', '=', userId)
      .where(beyond('email_changes', after, { newestFirst: true }))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  return inPages(read, (row) => ({
    id: row.id,
    oldEmail: row.old_email,
    newEmail: row.new_email,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    undoneAt: row.undone_at,
    undoPossibleUntil: row.undo_expires_at,
    wasGoogleLinkedBefore: row.google_subject_before !== null,
  }));
}

/**
 * Messages sent from the contact page with the account's address. Only once the account has
 * proven the address is its own: anyone may sign up with any address, and must not read what
 * its owner wrote to support.
 */
export function contactMessagesOf(db: Database, account: { email: string | null; emailVerified: boolean }) {
  const { email } = account;
  const read = async (after: Place | undefined) =>
    email === null || !account.emailVerified
      ? []
      : db
          .selectFrom('contact_messages')
          .select(['id', exactTime('created_at').as('at'), 'created_at', 'name', 'email', 'message', 'language', 'emailed_at'])
          // The form keeps the address as typed; accounts keep theirs in lower case.
          .where(sql<string>`lower(email)`, '=', email)
          .where(beyond('contact_messages', after, { newestFirst: true }))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(EXPORT_PAGE_SIZE)
          .execute();
  return inPages(read, (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language,
    createdAt: row.created_at,
    emailedToSupportAt: row.emailed_at,
  }));
}

/** Notices sent (or to be sent) to the person, as worded when sent; a reset code was blanked then. */
export function notificationsOf(db: Database, userId: string) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('notifications')
      .select([
        'id',
        exactTime('created_at').as('at'),
        'created_at',
        'kind',
        'event',
        'channel',
        'recipient',
        'language',
        'subject',
        'body',
        'status',
        'sent_at',
        'delivery_status',
        'delivered_at',
      ])
      .where('user_id', '=', userId)
      .where(beyond('notifications', after, { newestFirst: true }))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  return inPages(read, (row) => ({
    id: row.id,
    kind: row.kind,
    event: row.event,
    channel: row.channel,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    deliveryStatus: row.delivery_status,
    deliveredAt: row.delivered_at,
  }));
}

/** The identity checks the person asked for: the document's type and number and the outcome; the photos' bytes stay out. */
export function verificationOf(db: Database, userId: string) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('verification_requests')
      .select((eb) => [
        'id',
        exactTime('created_at').as('at'),
        'created_at',
        'document_type',
        'document_number',
        'status',
        'reason',
        'decided_at',
        'photos_erased_at',
        eb('document_photo', 'is not', null).as('has_document_photo'),
        eb('selfie', 'is not', null).as('has_selfie'),
      ])
      .where('user_id', '=', userId)
      .where(beyond('verification_requests', after, { newestFirst: true }))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  return inPages(read, (row) => ({
    id: row.id,
    documentType: row.document_type,
    documentNumber: row.document_number,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    photosKept: { documentPhoto: row.has_document_photo, selfie: row.has_selfie },
    photosErasedAt: row.photos_erased_at,
  }));
}
