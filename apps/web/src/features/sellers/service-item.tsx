import { Briefcase, ExternalLink, Trash2 } from 'lucide-react';
import { findCategory, formatKsh, type UserService } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { CategoryIcon } from '../../components/category-icon';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();


function ServiceActions({ service, onDelete }: { service: UserService; onDelete: (service: UserService) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex shrink-0 gap-2">
      <ButtonLink
        to={paths.category(service.category)}
        variant="secondary"
        size="sm"
        aria-label={t('sellers.viewService', { title: service.title, category: t(`categoryNames.${service.category}`) })}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        {t('sellers.view')}
      </ButtonLink>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onDelete(service)}
        aria-label={t('sellers.deleteService', { title: service.title })}
        className="text-red-700 hover:border-red-300 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('sellers.delete')}
      </Button>
    </div>
  );
}

/** A compact row for the dashboard's 'Your Services': title, price, View and Delete. */
export function ServiceRow({ service, onDelete }: { service: UserService; onDelete: (service: UserService) => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{service.title}</p>
        <p className="text-sm text-muted">
          {t(`categoryNames.${service.category}`)} · {t('category.fromPrice', { price: formatKsh(service.price) })}
        </p>
      </div>
      <ServiceActions service={service} onDelete={onDelete} />
    </li>
  );
}

/** A card for /dashboard/services: title, category, 'From KSh' price, experience, View and Delete. */
export function ServiceCard({ service, onDelete }: { service: UserService; onDelete: (service: UserService) => void }) {
  const { t } = useTranslation();
  const titleId = useElementId();
  const category = findCategory(service.category);
  return (
    <li>
      <article aria-labelledby={titleId} className="flex h-full flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
          {category && <CategoryIcon name={category.icon} className="size-4" />}
          {t(`categoryNames.${service.category}`)}
        </p>
        <h2 id={titleId} className="mt-1 text-lg leading-tight font-bold break-words text-ink">
          {service.title}
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted">{service.description}</p>
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Briefcase className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {t('category.experience', { count: service.experience })}
        </p>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-4">
          <p className="leading-tight">
            <span className="block text-xs font-medium text-muted">{t('category.from')}</span>
            <span className="text-lg font-extrabold whitespace-nowrap text-brand-800">{formatKsh(service.price)}</span>
          </p>
          <ServiceActions service={service} onDelete={onDelete} />
        </div>
      </article>
    </li>
  );
}
