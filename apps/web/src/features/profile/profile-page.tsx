import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Page, PageHeader } from '../../components/page';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useProfile } from './api/get-profile';
import { GallerySection } from './gallery-section';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * What other features put on the profile. Features never import each other, so the app shell
 * (app/profile-route.tsx) fills these slots.
 */
export interface ProfileSlots {
  /** Beside the name in view mode (the Verified badge). */
  nameBadge?: ReactNode;
  /** Under the profile in view mode, not beside the edit form (a seller's identity verification), after a seller's photos of past work. */
  sections?: ReactNode;
}

/** /profile (docs/product.md §2 My Profile): view mode, and edit mode after Edit Profile. */
export function ProfilePage({ slots = {} }: { slots?: ProfileSlots }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [shouldFocusEdit, setShouldFocusEdit] = useState(false);

  // Back from edit mode, focus returns to the button that opened it.
  useEffect(() => {
    if (!isEditing && shouldFocusEdit) editButtonRef.current?.focus();
  }, [isEditing, shouldFocusEdit]);

  const user = profile.data?.user;
  const signIn = profile.data?.signIn ?? null;
  return (
    <Page width="narrow" className="sm:max-w-3xl">
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
      {profile.isError && (
        <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-control border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {t('profile.loadFailed')}
          <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      )}
      {!user ? (
        <Skeleton className="h-80 rounded-card" />
      ) : isEditing ? (
        <ProfileForm
          user={user}
          signIn={signIn}
          onDone={() => {
            setShouldFocusEdit(true);
            setIsEditing(false);
          }}
        />
      ) : (
        <ProfileView
          user={user}
          pendingEmail={signIn?.pendingEmail ?? null}
          onEdit={() => setIsEditing(true)}
          editButtonRef={editButtonRef}
          nameBadge={slots.nameBadge}
        />
      )}
      {user?.isSeller && !isEditing && <GallerySection sellerId={user.id} />}
      {user && !isEditing && slots.sections}
    </Page>
  );
}
