import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { SUPPORT } from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { Skeleton } from '../../components/ui/skeleton';
import { phoneLink, useSupportContact } from '../../lib/support-contact';
import { ContactForm } from './contact-form';
import { useTranslation } from '../../lib/i18n';

/** /contact: the form and the support details (docs/product.md §2). */
export function ContactPage() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  return (
    <Page>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="grid items-start gap-6 lg:grid-cols-[1.5fr_1fr]">
        <Card className="sm:p-7">
          <h2 className="text-lg font-bold text-ink">{t('contact.formTitle')}</h2>
          <p className="mt-1 mb-5 text-sm text-muted">{t('contact.formLead')}</p>
          <ContactForm />
        </Card>
        <Card className="sm:p-7">
          <h2 className="text-lg font-bold text-ink">{t('contact.detailsTitle')}</h2>
          <ul className="mt-4 grid gap-4">
            <Detail icon={Mail} label={t('contact.emailLabel')}>
              {contact ? (
                <a href={`mailto:${contact.email}`} className="font-semibold break-all text-brand-700 hover:underline">
                  {contact.email}
                </a>
              ) : (
                <Skeleton className="mt-1 h-4 w-48 max-w-full" />
              )}
            </Detail>
            <Detail icon={Phone} label={t('contact.phoneLabel')}>
              {contact ? (
                <a href={phoneLink(contact.phone)} className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
                  {contact.phone}
                </a>
              ) : (
                <Skeleton className="mt-1 h-4 w-36 max-w-full" />
              )}
            </Detail>
            <Detail icon={Clock} label={t('contact.hoursLabel')}>
              {t('common.supportHours')}
            </Detail>
            <Detail icon={MapPin} label={t('contact.cityLabel')}>
              {SUPPORT.city}
            </Detail>
          </ul>
        </Card>
      </div>
    </Page>
  );
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <div className="text-ink">{children}</div>
      </div>
    </li>
  );
}
