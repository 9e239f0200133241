import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { SUPPORT } from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { supportContact } from '../../lib/support-contact';

/** /contact: the support details (SPEC §2); the contact form comes with its own issue. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <Card className="max-w-xl">
        <h2 className="text-lg font-bold text-ink">{t('contact.detailsTitle')}</h2>
        <ul className="mt-4 grid gap-4">
          <Detail icon={Mail} label={t('contact.emailLabel')}>
            <a href={`mailto:${supportContact.email}`} className="font-semibold text-brand-700 hover:underline">
              {supportContact.email}
            </a>
          </Detail>
          <Detail icon={Phone} label={t('contact.phoneLabel')}>
            <a href={supportContact.phoneHref} className="font-semibold text-brand-700 hover:underline">
              {supportContact.phone}
            </a>
          </Detail>
          <Detail icon={Clock} label={t('contact.hoursLabel')}>
            {SUPPORT.hours}
          </Detail>
          <Detail icon={MapPin} label={t('contact.cityLabel')}>
            {SUPPORT.city}
          </Detail>
        </ul>
      </Card>
    </Page>
  );
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-ink">{children}</p>
      </div>
    </li>
  );
}
