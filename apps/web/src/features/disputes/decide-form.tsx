import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { decideDisputeRequest, disputeOutcomes, formatKsh, isSplitAmount, TRUST_LIMITS, type AdminDispute, type DecideDisputeRequest } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field, TextareaField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { problemText } from '../../lib/error-text';
import { useDecideDispute } from './api/decide-dispute';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/**
 * The administrator's decision: pay the seller, refund the buyer, or split (the buyer's share in
 * whole shillings, the seller's shown beside it), with a reason both people will read. The
 * shared rules check it; a dialog says where the money goes before anything is sent.
 */
export function DecideForm({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const outcomeId = useElementId();
  const decide = useDecideDispute();
  const [confirming, setConfirming] = useState<DecideDisputeRequest | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(decideDisputeRequest),
    defaultValues: { outcome: '', buyerAmount: '', reason: '' },
  });
  const { errors } = formState;
  const [outcome, typedAmount] = useWatch({ control, name: ['outcome', 'buyerAmount'] });
  const buyerAmount = Number(typedAmount);
  const isSplit = outcome === 'SPLIT';
  const sellerShare = isSplitAmount(dispute.amount, buyerAmount) ? dispute.amount - buyerAmount : null;

  const review = handleSubmit((values) => {
    if (values.outcome !== 'SPLIT') return setConfirming({ outcome: values.outcome, reason: values.reason });
    // The schema knows a split's amount is a whole number from 1; only the payment says up to where.
    if (!isSplitAmount(dispute.amount, values.buyerAmount ?? 0)) {
      setError('buyerAmount', { message: 'DISPUTE_SPLIT_AMOUNT_INVALID' }, { shouldFocus: true });
      return;
    }
    setConfirming(values);
  });

  // Awaited rather than given callbacks: the decided dispute replaces this form before a
  // per-call onSuccess would run, and the toast must still say what happened.
  const record = async (decision: DecideDisputeRequest) => {
    try {
      await decide.mutateAsync({ disputeId: dispute.id, decision });
      toast.success(t('disputes.decide.done'));
    } catch (error) {
      toast.error(errorText(error, t('disputes.decide.failed')));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form noValidate onSubmit={review} className="flex flex-col gap-5">
      <fieldset aria-describedby={errors.outcome ? `${outcomeId}-error` : undefined} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('disputes.decide.outcome')}</legend>
        {disputeOutcomes.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-control border p-3',
              outcome === choice ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white hover:border-brand-300',
            )}
          >
            <input type="radio" value={choice} className="mt-1 size-4 accent-brand-700" {...register('outcome')} />
            <span>
              <span className="block font-semibold text-ink">{t(`disputes.decide.outcomes.${choice}`)}</span>
              <span className="block text-sm text-muted">{t(`disputes.decide.outcomeHints.${choice}`)}</span>
            </span>
          </label>
        ))}
        {errors.outcome?.message && (
          <p id={`${outcomeId}-error`} className="text-sm font-medium text-red-700">
            {problemText(errors.outcome.message)}
          </p>
        )}
      </fieldset>
      {isSplit && (
        <Field
          label={t('disputes.decide.buyerAmount')}
          inputMode="numeric"
          hint={
            sellerShare === null
              ? t('disputes.decide.buyerAmountHint', { max: formatKsh(dispute.amount - 1) })
              : t('disputes.decide.sellerShare', { amount: formatKsh(sellerShare) })
          }
          error={errors.buyerAmount?.message}
          {...register('buyerAmount')}
        />
      )}
      <TextareaField label={t('disputes.decide.reason')} rows={3} maxLength={TRUST_LIMITS.adminReason} error={errors.reason?.message} {...register('reason')} />
      <Button type="submit" className="self-start max-sm:w-full">
        {t('disputes.decide.submit')}
      </Button>

      {confirming && (
        <Modal
          isOpen
          onClose={() => setConfirming(null)}
          width={440}
          title={t('disputes.decide.confirmTitle')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={decide.isPending}>
                {t('disputes.decide.cancel')}
              </Button>
              <Button onClick={() => void record(confirming)} isLoading={decide.isPending}>
                {t('disputes.decide.confirm')}
              </Button>
            </>
          }
        >
          <p className="text-ink">{whereTheMoneyGoes(t, dispute, confirming)}</p>
          <p className="mt-2 text-sm text-muted">{t('disputes.decide.confirmNote')}</p>
        </Modal>
      )}
    </form>
  );
}

function whereTheMoneyGoes(t: ReturnType<typeof useTranslation<'trust'>>['t'], dispute: AdminDispute, decision: DecideDisputeRequest): string {
  const people = { buyer: dispute.buyer.name, seller: dispute.seller.name };
  if (decision.outcome === 'SELLER') return t('disputes.decide.confirmSeller', { ...people, amount: formatKsh(dispute.amount) });
  if (decision.outcome === 'BUYER') return t('disputes.decide.confirmBuyer', { ...people, amount: formatKsh(dispute.amount) });
  const buyerAmount = decision.buyerAmount ?? 0;
  return t('disputes.decide.confirmSplit', { ...people, buyerAmount: formatKsh(buyerAmount), sellerAmount: formatKsh(dispute.amount - buyerAmount) });
}
