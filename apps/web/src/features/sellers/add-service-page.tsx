import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_DISPLAY_MS,
  REDIRECT_DELAY_MS,
  categories,
  isErrorCode,
  createServiceRequest,
} from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { Button } from '../../components/ui/button';
import { Field, SelectField, TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { Modal } from '../../components/ui/modal';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFlashMessage } from '../../lib/use-flash-message';
import { useTimeout } from '../../lib/use-timeout';
import { useCreateService } from './api/create-service';
import { SellersOnlyNotice } from './sellers-only-notice';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** /add-service (docs/product.md §2 Add New Service): sellers only; a buyer is shown how to become one. */
export function AddServicePage() {
  const { t } = useTranslation();
  const isSeller = useSession((state) => state.user?.isSeller ?? false);
  return (
    <Page width="narrow">
      <PageHeader title={t('sellers.addServiceTitle')} lead={t('sellers.addServiceLead')} />
      {isSeller ? <AddServiceForm /> : <SellersOnlyNotice />}
    </Page>
  );
}

/**
 * Category, Title, Description, Experience (years) and 'From KSh', checked with the shared
 * draft rules. Every broken field is marked and the line 'Please fix the errors in the form'
 * shows for 2 s, like a refusal from the server. Success: 'Service added successfully!',
 * then /dashboard after 1 s. Cancel asks before throwing typed text away.
 */
function AddServiceForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.formError);
  const createService = useCreateService();
  const [hasSucceeded, setHasSucceeded] = useState(false);
  const [isDiscardOpen, setIsDiscardOpen] = useState(false);
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(createServiceRequest),
    defaultValues: { category: '', title: '', description: '', experience: '', price: '' },
  });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit(
    (draft) => {
      flash.clear();
      createService.mutate(draft, {
        onSuccess: () => {
          setHasSucceeded(true);
          flash.showSuccess(t('sellers.serviceAdded'));
          schedule(() => void navigate(paths.dashboard), REDIRECT_DELAY_MS.addService);
        },
        onError: (error) => {
          const text = errorText(error, t('sellers.addServiceFailed'));
          // 'You already offer this service': the title is what to change. A code is kept as
          // such, so the field re-words it when the language changes.
          if (error instanceof ApiError && error.status === 409) setError('title', { message: isErrorCode(error.code) ? error.code : text }, { shouldFocus: true });
          flash.showError(text);
        },
      });
    },
    () => flash.showError(t('sellers.fixErrors')),
  );

  const leave = () => void navigate(paths.dashboard);
  const isBusy = createService.isPending || hasSucceeded;
  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
          <SelectField label={t('sellers.category')} error={errors.category?.message} {...register('category')}>
            <option value="">{t('sellers.categoryPlaceholder')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {t(`categoryNames.${category.id}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('sellers.serviceTitle')}
            placeholder={t('sellers.serviceTitlePlaceholder')}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextareaField
            label={t('sellers.description')}
            placeholder={t('sellers.descriptionPlaceholder')}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('sellers.experience')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.experience?.message}
              {...register('experience')}
            />
            <Field
              label={t('sellers.price')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              hint={t('sellers.priceHint')}
              error={errors.price?.message}
              {...register('price')}
            />
          </div>
          <div>
            {/* Beside the buttons, where a phone's screen is when the person taps Add. */}
            <FormMessage message={flash.message} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => (isDirty ? setIsDiscardOpen(true) : leave())}>
                {t('sellers.cancel')}
              </Button>
              <Button type="submit" isLoading={createService.isPending}>
                {createService.isPending ? t('sellers.addingService') : t('sellers.addService')}
              </Button>
            </div>
          </div>
        </fieldset>
      </form>
      <Modal
        isOpen={isDiscardOpen}
        onClose={() => setIsDiscardOpen(false)}
        title={t('sellers.discardTitle')}
        width={440}
        initialFocusRef={keepEditingRef}
        footer={
          <>
            <Button ref={keepEditingRef} variant="secondary" onClick={() => setIsDiscardOpen(false)}>
              {t('sellers.keepEditing')}
            </Button>
            <Button variant="danger" onClick={leave}>
              {t('sellers.discard')}
            </Button>
          </>
        }
      >
        <p className="text-muted">{t('sellers.discardText')}</p>
      </Modal>
    </Card>
  );
}
