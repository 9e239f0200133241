import type { ReactNode, Ref } from 'react';
import { Mail, MapPin, Pencil, Phone } from 'lucide-react';
import type { User } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Stars } from '../../components/ui/stars';
import { accountLabelKey, profileDetails } from './profile-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * My Profile in view mode (docs/product.md §2): photo or initials, the account label, name, contact
 * details and a new e-mail waiting for its link; sellers (and both) also see their average
 * rating, About Me and Services Offered.
 */
export function ProfileView({
  user,
  pendingEmail,
  onEdit,
  editButtonRef,
  nameBadge,
}: {
  user: User;
  pendingEmail: string | null;
  onEdit: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
  /** Shown beside the name (ProfilePage's slot). */
  nameBadge?: ReactNode;
}) {
  const { t } = useTranslation();
  const details = profileDetails(user);
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="flex flex-col items-center gap-4 border-b border-line bg-brand-50 px-5 py-6 text-center sm:flex-row sm:text-left">
        <Avatar key={details.photoUrl ?? 'none'} name={user.name} photoUrl={details.photoUrl} size="lg" className="size-24 text-3xl ring-4 ring-white" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand-700">{t(accountLabelKey(user.role))}</p>
          <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 sm:justify-start">
            <h2 className="text-2xl font-extrabold break-words text-ink">{user.name}</h2>
            {nameBadge}
          </div>
          {details.showsSellerParts && (
            <div className="mt-1.5 flex flex-wrap items-center justify-center gap-x-1.5 text-sm sm:justify-start">
              <span className="sr-only">{t('profile.rating')}:</span>
              <Stars rating={details.rating} size="sm" />
              {details.ratingsCount > 0 ? (
                <>
                  <span className="font-semibold text-ink" aria-hidden="true">
                    {details.rating.toFixed(1)}
                  </span>
                  <span className="text-muted">{t('category.reviews', { count: details.ratingsCount })}</span>
                </>
              ) : (
                <span className="text-muted">{t('category.noReviews')}</span>
              )}
            </div>
          )}
        </div>
        <Button ref={editButtonRef} variant="secondary" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('profile.editProfile')}
        </Button>
      </div>

      {/* The e-mail gets the widest column: an address is one long word. */}
      <dl className="grid gap-4 p-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Detail icon={<Mail className="size-4" />} label={t('profile.email')} value={user.email} isAddress />
        <Detail icon={<Phone className="size-4" />} label={t('profile.phone')} value={details.phone} />
        <Detail icon={<MapPin className="size-4" />} label={t('profile.location')} value={details.location} />
      </dl>
      {pendingEmail && (
        <div className="mx-5 mb-5 rounded-control border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
          <p className="font-semibold break-words">{t('profile.pendingEmail', { email: pendingEmail })}</p>
          <p className="mt-0.5">{t('profile.pendingEmailHint')}</p>
        </div>
      )}

      {details.showsSellerParts && (
        <div className="flex flex-col gap-5 border-t border-line p-5">
          <section>
            <h3 className="font-bold text-ink">{t('profile.aboutMe')}</h3>
            <p className="mt-1 whitespace-pre-line text-muted">{details.bio ?? t('profile.noBio')}</p>
          </section>
          <section>
            <h3 className="font-bold text-ink">{t('profile.servicesOffered')}</h3>
            {details.services.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {details.services.map((service) => (
                  <li key={service} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {service}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-muted">{t('profile.noServices')}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function Detail({ icon, label, value, isAddress = false }: { icon: ReactNode; label: string; value: string | null; isAddress?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted">
        <span className="text-brand-600" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={value ? 'mt-0.5 font-medium break-words text-ink' : 'mt-0.5 text-stone-500 italic'}>
        {value && isAddress ? <AddressText address={value} /> : (value ?? t('profile.notSet'))}
      </dd>
    </div>
  );
}

/** An e-mail address that, when it must wrap, wraps after the @ rather than mid-word. */
function AddressText({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
