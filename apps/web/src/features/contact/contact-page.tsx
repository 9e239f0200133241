import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { SUPPORT } from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { supportContact } from '../../lib/support-contact';
import { ContactForm } from './contact-form';

/** /contact: the form and the support details (SPEC §2). */
export function ContactPage() {
  const { t } = useTranslation();
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
      <div>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-ink">{children}</p>
      </div>
    </li>
  );
}
