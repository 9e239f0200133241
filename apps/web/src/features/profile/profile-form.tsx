import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_DISPLAY_MS,
  changesSignIn,
  formatOfferedServices,
  profileFormRequest,
  type SavedSignIn,
  type SignInDetails,
  type User,
} from '@fundi/shared';
import { Card } from '../../components/page';
import { PlaceSuggestions, TownsServedField } from '../../components/towns-served-field';
import { Button } from '../../components/ui/button';
import { Field, TextareaField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { PhotoField } from '../../components/ui/photo-field';
import { useToast } from '../../components/ui/toast';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { usePhotoSelection } from '../../lib/use-photo-selection';
import { useSubmission } from '../../lib/use-submission';
import { loginStateAfter } from '../../lib/use-session-end-redirect';
import { useUpdateProfile } from './api/update-profile';
import { profileDetails } from './profile-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

const blankAsNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * My Profile in edit mode. Checked with the shared rules ('Name and email are required',
 * 'Invalid email format'), values trimmed; the photo is previewed at once and sent only
 * when a new file was picked; Services Offered (sellers only) is one comma-separated line.
 * Changing the e-mail, or the phone of an account with a password, asks for the current
 * password (the server checks it again); a new e-mail waits for the link sent to it.
 * Outcomes show 3 s (docs/product.md §9); a 401 goes to /login.
 */
export function ProfileForm({ user, signIn, onDone }: { user: User; signIn: SignInDetails | null; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const photo = usePhotoSelection();
  const updateProfile = useUpdateProfile();
  const details = profileDetails(user);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const placesListId = useElementId();
  // Until the profile has answered, an account is taken to have a password (most do).
  const saved: SavedSignIn = { email: user.email, phone: details.phone, hasPassword: signIn?.hasPassword ?? true };
  const { register, handleSubmit, formState, control, setError, setFocus } = useForm({
    // react-hook-form takes the options of each render, so the rule follows the account once the profile has answered.
    resolver: zodResolver(profileFormRequest(saved)),
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      phone: details.phone ?? '',
      location: details.location ?? '',
      bio: details.bio ?? '',
      services: formatOfferedServices(details.services),
      townsServed: details.townsServed.join(', '),
      currentPassword: '',
    },
  });
  const { errors } = formState;
  const [typedEmail, typedPhone] = useWatch({ control, name: ['email', 'phone'] });
  const asksPassword = saved.hasPassword && changesSignIn(saved, { email: blankAsNull(typedEmail), phone: blankAsNull(typedPhone) });
  const { isSubmitting: isSaving, submit } = useSubmission();

  // The heading, not the first field: on a phone a focused field would open the keyboard.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = handleSubmit((profile) =>
    submit(async () => {
      const asksNewEmail = profile.email !== null && profile.email.toLowerCase() !== user.email;
      try {
        const { signIn: answered } = await updateProfile.mutateAsync({
          profile: asksPassword ? profile : { ...profile, currentPassword: '' },
          includesServices: details.showsSellerParts,
          profilePhoto: photo.file,
        });
        toast.success(t('profile.updated'), { durationMs: MESSAGE_DISPLAY_MS.notice });
        if (asksNewEmail && answered.pendingEmail) toast.success(t('profile.checkNewInbox', { email: answered.pendingEmail }), { durationMs: MESSAGE_DISPLAY_MS.notice });
        onDone();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          void navigate(paths.login, { replace: true, state: loginStateAfter('expired') });
          return;
        }
        // A refused photo is reported beside its field, which keeps the message, and focused.
        if (photo.showRefusal(error)) return photo.focus;
        // The code INVALID_CURRENT_PASSWORD covers a missing password as well as a wrong one; the
        // field holds the code, which the field shows in the language on screen.
        if (error instanceof ApiError && error.code === 'INVALID_CURRENT_PASSWORD') {
          setError('currentPassword', { message: profile.currentPassword === '' ? 'CURRENT_PASSWORD_NEEDED' : 'INVALID_CURRENT_PASSWORD' });
          // Focused once the form is enabled again: a disabled field takes no focus.
          return () => setFocus('currentPassword');
        }
        toast.error(errorText(error, t('profile.updateFailed')), { durationMs: MESSAGE_DISPLAY_MS.notice });
      }
    }),
  );

  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-lg font-bold text-ink focus:outline-none">
        {t('profile.editTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSaving} className="flex min-w-0 flex-col gap-5">
          <PhotoField label={t('profile.profilePhoto')} name={user.name} currentPhotoUrl={details.photoUrl} photo={photo} disabled={isSaving} />
          <Field label={t('profile.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('profile.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.email?.message}
              {...register('email')}
            />
            <Field label={t('profile.phone')} type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          </div>
          {asksPassword && (
            <PasswordField
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              hint={t('profile.currentPasswordHint')}
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          )}
          <Field
            label={t('profile.location')}
            placeholder={t('profile.locationPlaceholder')}
            error={errors.location?.message}
            list={placesListId}
            {...register('location')}
          />
          <PlaceSuggestions id={placesListId} />
          {details.showsSellerParts && (
            <>
              <Controller
                control={control}
                name="townsServed"
                render={({ field, fieldState }) => <TownsServedField value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />}
              />
              <TextareaField
                label={t('profile.aboutMe')}
                placeholder={t('profile.aboutMePlaceholder')}
                error={errors.bio?.message}
                {...register('bio')}
              />
              <TextareaField
                label={t('profile.servicesOffered')}
                rows={2}
                hint={t('profile.servicesHint')}
                error={errors.services?.message}
                // One line of commas; a line break typed on a phone counts as a comma too.
                {...register('services', { setValueAs: (value: string) => value.replace(/\s*\n\s*/g, ', ') })}
              />
            </>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onDone}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" isLoading={isSaving}>
              {isSaving ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
