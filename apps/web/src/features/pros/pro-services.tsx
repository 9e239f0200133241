import { Briefcase, CalendarCheck } from 'lucide-react';
import { formatKsh, type ProService } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import type { ProProfessional } from './pro-model';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/** Every service of the professional, cheapest first, each with its price and its own Book button. */
export function ProServices({
  professional,
  services,
  isOwn,
  onBook,
}: {
  professional: ProProfessional;
  services: readonly ProService[];
  isOwn: boolean;
  onBook: (service: ProService) => void;
}) {
  const { t } = useTranslation('pros');
  const headingId = useElementId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('services.title')}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {services.map((service) => (
          <li key={service.offeringId} className="min-w-0">
            <ServiceCard professional={professional} service={service} isOwn={isOwn} onBook={() => onBook(service)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceCard({ professional, service, isOwn, onBook }: { professional: ProProfessional; service: ProService; isOwn: boolean; onBook: () => void }) {
  const { t } = useTranslation('pros');
  const { t: tMain } = useTranslation();
  const titleId = useElementId();
  return (
    <article aria-labelledby={titleId} className="flex h-full min-w-0 flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <h3 id={titleId} className="text-lg leading-tight font-bold break-words text-ink">
        {service.title}
      </h3>
      <p className="mt-0.5 text-sm text-muted">{tMain(`categoryNames.${service.category}`)}</p>
      <p className="mt-3 flex-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink">{service.description}</p>
      <p className="mt-3 flex items-center gap-2 text-sm text-muted">
        <Briefcase className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {t('services.experience', { count: service.experience })}
      </p>
      {/* Wraps under the price on the narrowest phones rather than running off the card. */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-2 gap-y-3 border-t border-line pt-4">
        <p className="text-lg font-extrabold whitespace-nowrap text-brand-800">{t('services.fromPrice', { price: formatKsh(service.price) })}</p>
        {!isOwn && (
          <Button size="sm" onClick={onBook} aria-label={t('services.bookWith', { name: professional.name, service: service.title })}>
            <CalendarCheck className="size-4" aria-hidden="true" />
            {t('services.book')}
          </Button>
        )}
      </div>
    </article>
  );
}
