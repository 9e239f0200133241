import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Headset, Lock, ShieldCheck } from 'lucide-react';
import { findCategory, popularServices } from '@fundi/shared';
import { CategoryIcon } from '../../components/category-icon';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** The landing page. This issue gives it its hero; the slideshow and sections come later. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  const trustPoints = [
    { icon: ShieldCheck, text: t('home.trustVerified') },
    { icon: Lock, text: t('home.trustPayments') },
    { icon: Headset, text: t('home.trustSupport') },
  ];

  return (
    <section className="relative overflow-hidden bg-[radial-gradient(55%_50%_at_85%_45%,var(--color-brand-100)_0%,transparent_100%),radial-gradient(45%_40%_at_5%_65%,var(--color-accent-100)_0%,transparent_100%)]">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-24 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pt-20 lg:pb-32">
        <div>
          <p className="inline-flex rounded-full bg-white/80 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 sm:text-sm">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {t('home.heading')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">{t('home.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.services} size="lg">
              {t('common.exploreServices')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={paths.login} size="lg" variant="secondary">
              {t('common.getStarted')}
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-3 sm:grid-cols-3">
            {trustPoints.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2.5 text-sm font-medium text-ink">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-white" aria-hidden="true">
                  <Icon className="size-4" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </div>

        <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label={t('home.popularLabel')}>
          {popularServices.map(({ id }, index) => {
            const category = findCategory(id);
            if (!category) return null;
            return (
              <li key={id} className={index % 2 === 1 ? 'lg:translate-y-8' : undefined}>
                <Link
                  to={paths.category(id)}
                  className="group flex h-full flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card transition-shadow hover:shadow-raised sm:p-5"
                >
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                    <CategoryIcon name={category.icon} className="size-6" />
                  </span>
                  <span className="font-bold text-ink">{category.name}</span>
                  <span className="line-clamp-2 text-sm text-muted">{category.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
