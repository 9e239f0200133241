import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import {
  MESSAGE_DISPLAY_MS,
  REDIRECT_DELAY_MS,
  becomeSellerRequest,
  genders,
  isErrorCode,
  type User,
} from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { PlaceSuggestions, TownsServedField } from '../../components/towns-served-field';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Field, SelectField } from '../../components/ui/field';
import { PhotoField } from '../../components/ui/photo-field';
import { useToast } from '../../components/ui/toast';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { withReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { usePhotoSelection } from '../../lib/use-photo-selection';
import { useTimeout } from '../../lib/use-timeout';
import { useBecomeSeller } from './api/become-seller';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

/**
 * /become-seller (docs/product.md §2): a public route, but applying needs an account, so a signed-out
 * visitor is sent to /login, which says why and leads back here. Someone who already sells is
 * told so instead.
 */
export function BecomeSellerPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  // Decided on arrival: the form itself makes the person a seller, and must stay on screen
  // for its success message and the timed redirect.
  const [wasSellerOnArrival] = useState(() => useSession.getState().user?.isSeller ?? false);
  if (!user) return <Navigate to={withReturnPath(paths.login, paths.becomeSeller)} replace />;
  return (
    <Page width="narrow">
      <PageHeader title={t('sellers.becomeSellerTitle')} lead={t('sellers.becomeSellerLead')} />
      {wasSellerOnArrival ? <AlreadySellerCard /> : <BecomeSellerForm user={user} />}
    </Page>
  );
}

function AlreadySellerCard() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-start gap-4">
      <BadgeCheck className="size-10 text-brand-600" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-bold text-ink">{t('sellers.alreadySellerTitle')}</h2>
        <p className="mt-1 text-muted">{t('sellers.alreadySellerText')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.addService}>{t('sellers.addAService')}</ButtonLink>
        <ButtonLink to={paths.myServices} variant="secondary">
          {t('sellers.myServicesTitle')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * Full Name, Phone Number, Location, Gender and an optional Profile Photo, checked with
 * the shared rules (every broken field marked, and the toast 'Please fix the errors in the
 * form' for 1 s). A photo the server refuses is reported beside its field, which keeps the
 * message. Success: the spec's toast, then /add-service after 1.5 s.
 */
function BecomeSellerForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const photo = usePhotoSelection();
  const becomeSeller = useBecomeSeller();
  const [hasSucceeded, setHasSucceeded] = useState(false);
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(becomeSellerRequest),
    // What the account already knows is filled in; gender starts on 'Select'.
    defaultValues: {
      name: user.name,
      phone: user.phone ?? user.sellerProfile?.phone ?? '',
      location: user.location ?? user.sellerProfile?.location ?? '',
      townsServed: user.sellerProfile?.townsServed.join(', ') ?? '',
    },
  });
  const { errors } = formState;
  const showFixErrors = () => toast.error(t('sellers.fixErrors'), { durationMs: MESSAGE_DISPLAY_MS.formErrorToast });

  // A refused photo is never kept (its message stays by the field): the application may go without it.
  const onSubmit = handleSubmit((application) => {
    becomeSeller.mutate(
      { application, profilePhoto: photo.file },
      {
        onSuccess: () => {
          photo.markSaved();
          setHasSucceeded(true);
          toast.success(t('sellers.becameSeller'));
          schedule(() => void navigate(paths.addService), REDIRECT_DELAY_MS.becomeSeller);
        },
        onError: (error) => {
          if (photo.showRefusal(error)) return;
          const text = errorText(error, t('sellers.becomeSellerFailed'));
          // A phone number taken by another account (409), or one the server cannot dial.
          if (error instanceof ApiError && (error.status === 409 || error.code === 'SELLER_PHONE_INVALID')) {
            setError('phone', { message: isErrorCode(error.code) ? error.code : text }, { shouldFocus: true });
          }
          toast.error(text);
        },
      },
    );
  }, showFixErrors);

  const isBusy = becomeSeller.isPending || hasSucceeded;
  const placesListId = useElementId();
  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
          <Field label={t('sellers.fullName')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <Field
            label={t('sellers.phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('sellers.phoneHint')}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Field
            label={t('sellers.location')}
            placeholder={t('sellers.locationPlaceholder')}
            hint={t('sellers.locationHint')}
            error={errors.location?.message}
            list={placesListId}
            {...register('location')}
          />
          <PlaceSuggestions id={placesListId} />
          <Controller
            control={control}
            name="townsServed"
            render={({ field, fieldState }) => <TownsServedField value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <SelectField label={t('sellers.gender')} error={errors.gender?.message} {...register('gender')}>
            <option value="">{t('sellers.genderPlaceholder')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(`sellers.genders.${gender}`)}
              </option>
            ))}
          </SelectField>
          <PhotoField label={t('sellers.profilePhoto')} name={user.name} currentPhotoUrl={user.profilePhoto} photo={photo} disabled={isBusy} />
          <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={paths.dashboard} variant="secondary">
              {t('sellers.cancel')}
            </ButtonLink>
            <Button type="submit" isLoading={becomeSeller.isPending}>
              {becomeSeller.isPending ? t('sellers.processing') : t('sellers.submitApplication')}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
