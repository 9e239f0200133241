import { useState, type FormEvent } from 'react';
import { MAX_LENGTH, REVIEW_MODAL_WIDTH_PX, reviewRequest, type Order } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { Modal } from '../../components/ui/modal';
import { StarRatingInput } from '../../components/ui/stars';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { problemText } from '../../lib/error-text';
import { useReviewOrder } from './api/review-order';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

/**
 * docs/product.md §2 Review modal, 400 px wide: 'Review Seller for' and the service, stars (a radio
 * group: arrow keys choose), an optional comment, Cancel and Submit Review (disabled at 0
 * stars and while sending). The rules are the shared `reviewRequest`; docs/product.md §5's alerts show
 * in the dialog, which stays open so the review is not lost; success is a toast (§8).
 */
export function ReviewDialog({
  order,
  serviceTitle,
  onClose,
  onReviewed,
}: {
  order: Order;
  serviceTitle: string;
  onClose: () => void;
  onReviewed?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useElementId();
  const review = useReviewOrder();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (review.isPending) return;
    if (!order.serviceId) {
      setAlert(t('review.missingServiceId'));
      return;
    }
    const parsed = reviewRequest.safeParse({ rating, comment });
    if (!parsed.success) {
      setAlert(problemText(parsed.error.issues[0]?.message ?? 'REVIEW_RATING_INVALID'));
      return;
    }
    setAlert(null);
    review.mutate(
      { orderId: order.id, review: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('review.submitted'));
          onReviewed?.();
          onClose();
        },
        onError: (error) => setAlert(errorText(error, t('review.failed'))),
      },
    );
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      width={REVIEW_MODAL_WIDTH_PX}
      title={t('review.title', { service: serviceTitle })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={rating === 0} isLoading={review.isPending}>
            {t('review.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormMessage message={alert ? { tone: 'error', text: alert } : null} />
        <fieldset disabled={review.isPending} className="flex min-w-0 flex-col gap-4">
          <StarRatingInput label={t('review.rating')} value={rating} onChange={setRating} />
          <TextareaField
            label={t('review.comment')}
            hint={`${comment.length}/${MAX_LENGTH.reviewComment}`}
            value={comment}
            maxLength={MAX_LENGTH.reviewComment}
            onChange={(event) => setComment(event.target.value)}
            rows={4}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
