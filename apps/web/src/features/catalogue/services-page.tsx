import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { categories } from '@fundi/shared';
import { CategoryIcon } from '../../components/category-icon';
import { Page, PageHeader } from '../../components/page';
import { paths } from '../../lib/paths';

/** /services: one card per catalogue category. */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('services.title')} lead={t('services.lead')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.category(category.id)}
              className="group flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card transition-[box-shadow,border-color] hover:border-brand-200 hover:shadow-raised"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <CategoryIcon name={category.icon} className="size-6" />
              </span>
              <h2 className="mt-4 text-lg font-bold text-ink">{category.name}</h2>
              <p className="mt-1 line-clamp-3 flex-1 text-sm text-muted">{category.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                <span aria-hidden="true">{t('services.viewCategory', { name: category.name })}</span>
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
