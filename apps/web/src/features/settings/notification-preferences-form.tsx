import { useState, type FormEvent } from 'react';
import { Info } from 'lucide-react';
import {
  MESSAGE_DISPLAY_MS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TIMING,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormMessage } from '../../components/ui/form-message';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { addNotificationWords } from '../../lib/notification-words';
import { useSession } from '../../lib/session';
import { useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useNotificationPreferences } from './api/get-notification-preferences';
import { useUpdateNotificationPreferences } from './api/update-notification-preferences';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addNotificationWords();

const rowClasses = 'flex flex-col gap-2 border-t border-line py-4 first:border-t-0 first:pt-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6';

/**
 * docs/product.md §10 Notification Preferences: each kind of notice (orders and payments,
 * messages, news and offers) by SMS and by email, saved together with Save. News stays off
 * until the person turns it on.
 */
export function NotificationPreferencesForm() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  if (preferences.data) return <PreferencesChoices saved={preferences.data} />;
  if (preferences.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('preferences.loadFailed')}</p>
        <Button variant="secondary" size="sm" isLoading={preferences.isFetching} onClick={() => void preferences.refetch()}>
          {t('preferences.retry')}
        </Button>
      </div>
    );
  }
  return <PreferencesSkeleton />;
}

/** The choices as last saved, changed here until Save sends them all. */
function PreferencesChoices({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const user = useSession((state) => state.user);
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.formError);
  const { isSubmitting, submit } = useSubmission();
  const update = useUpdateNotificationPreferences();
  // Null until a box is changed: a fresher answer from the server then still shows.
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const shown = draft ?? saved;

  const choose = (kind: NotificationKind, channel: NotificationChannel, isOn: boolean) =>
    setDraft({ ...shown, [kind]: { ...shown[kind], [channel]: isOn } });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      flash.clear();
      try {
        await update.mutateAsync(shown);
        setDraft(null);
        toast.success(t('preferences.saved'));
      } catch (error) {
        flash.showError(errorText(error, t('preferences.saveFailed')));
      }
    });
  };

  // A channel the account cannot receive yet is still chosen here: it applies once added.
  const hints = [
    ...(user && !user.phone ? [t('preferences.noPhone')] : []),
    ...(user && !user.email ? [t('preferences.noEmail')] : []),
    t('preferences.alwaysSent'),
  ];

  return (
    <>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col">
          {NOTIFICATION_KINDS.map((kind) => (
            <KindChoices key={kind} kind={kind} choices={shown[kind]} onChoose={(channel, isOn) => choose(kind, channel, isOn)} />
          ))}
          <div className="mt-2 flex flex-col gap-2 rounded-control bg-stone-50 px-3.5 py-3 text-sm text-muted">
            {hints.map((text) => (
              <p key={text} className="flex items-start gap-2">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{text}</span>
              </p>
            ))}
          </div>
          <Button type="submit" isLoading={isSubmitting} className="mt-5 self-start">
            {isSubmitting ? t('preferences.saving') : t('preferences.save')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}

/** One kind: its name and what it covers, then a box per channel, grouped under the name. */
function KindChoices({
  kind,
  choices,
  onChoose,
}: {
  kind: NotificationKind;
  choices: NotificationPreferences[NotificationKind];
  onChoose: (channel: NotificationChannel, isOn: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const titleId = useElementId();
  const textId = useElementId();
  return (
    <div role="group" aria-labelledby={titleId} aria-describedby={textId} className={rowClasses}>
      <div className="min-w-0 sm:max-w-xs">
        <p id={titleId} className="font-semibold text-ink">
          {t(`preferences.kinds.${kind}.title`)}
        </p>
        <p id={textId} className="mt-0.5 text-sm text-muted">
          {t(`preferences.kinds.${kind}.text`, { minutes: NOTIFICATION_TIMING.messageAwayMinutes })}
        </p>
      </div>
      <div className="flex shrink-0 gap-6">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Checkbox
            key={channel}
            label={t(`preferences.channels.${channel}`)}
            checked={choices[channel]}
            onChange={(event) => onChoose(channel, event.target.checked)}
          />
        ))}
      </div>
    </div>
  );
}

/** The three rows and the button at their real heights, so nothing moves when the answer comes. */
function PreferencesSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {NOTIFICATION_KINDS.map((kind) => (
        <div key={kind} className={rowClasses}>
          <div className="flex-1 sm:max-w-xs">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="mt-1 h-10 w-full" />
          </div>
          <div className="flex gap-6">
            <Skeleton className="h-11 w-16" />
            <Skeleton className="h-11 w-20" />
          </div>
        </div>
      ))}
      <Skeleton className="mt-2 h-16 w-full" />
      <Skeleton className="mt-5 h-11 w-44" />
    </div>
  );
}
