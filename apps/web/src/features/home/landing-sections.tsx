import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, Headset, Lock, Quote, Search, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import { CURRENCY, findCategory, groupThousands, popularServices } from '@fundi/shared';
import { CategoryImage } from '../../components/category-image';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button-link';
import { Stars } from '../../components/ui/stars';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { Reveal } from './reveal';
import { useTranslation } from '../../lib/i18n';

function SectionHeading({ id, title, lead, tone = 'light' }: { id: string; title: string; lead: string; tone?: 'light' | 'dark' }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={cn('text-3xl font-extrabold tracking-tight sm:text-4xl', tone === 'dark' ? 'text-white' : 'text-ink')}>
        {title}
      </h2>
      <p className={cn('mt-3 text-lg', tone === 'dark' ? 'text-brand-100' : 'text-muted')}>{lead}</p>
    </div>
  );
}

function Section({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('py-12 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

/** docs/product.md §1: three steps, search, choose a professional, book. */
export function HowItWorks() {
  const { t } = useTranslation();
  const steps: Array<{ icon: LucideIcon; title: string; text: string }> = [
    { icon: Search, title: t('home.searchTitle'), text: t('home.searchText') },
    { icon: UserCheck, title: t('home.chooseTitle'), text: t('home.chooseText') },
    { icon: CalendarCheck, title: t('home.bookTitle'), text: t('home.bookText') },
  ];
  return (
    <Section id="how-it-works">
      <Reveal>
        <SectionHeading id="how-it-works" title={t('home.stepsTitle')} lead={t('home.stepsLead')} />
      </Reveal>
      <ol className="mt-8 grid gap-4 sm:mt-12 md:grid-cols-3 md:gap-6">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title}>
            <Reveal delayMs={index * 120} className="relative flex h-full gap-4 rounded-card border border-line bg-white p-5 shadow-card md:block md:p-6">
              <span className="absolute top-4 right-5 text-4xl font-black text-brand-100 select-none md:text-5xl" aria-hidden="true">
                {index + 1}
              </span>
              <span className="relative grid size-12 shrink-0 place-items-center rounded-xl bg-brand-700 text-white" aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <div className="relative md:mt-5">
                <p className="text-sm font-semibold text-accent-700">{t('home.stepLabel', { number: index + 1 })}</p>
                <h3 className="mt-0.5 text-lg font-bold text-ink md:text-xl">{title}</h3>
                <p className="mt-1.5 text-muted md:mt-2">{text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** docs/product.md §1 benefits: verified professionals, payments held until the job is done, 24/7 support. */
export function Benefits() {
  const { t } = useTranslation();
  const benefits: Array<{ icon: LucideIcon; title: string; text: string }> = [
    { icon: ShieldCheck, title: t('home.verifiedTitle'), text: t('home.verifiedText') },
    { icon: Lock, title: t('home.paymentsTitle'), text: t('home.paymentsText') },
    { icon: Headset, title: t('home.supportTitle'), text: t('home.supportText') },
  ];
  return (
    <Section id="benefits" className="bg-brand-950 bg-[radial-gradient(60%_80%_at_100%_0%,var(--color-brand-800)_0%,transparent_100%)]">
      <Reveal>
        <SectionHeading id="benefits" tone="dark" title={t('home.benefitsTitle')} lead={t('home.benefitsLead')} />
      </Reveal>
      <ul className="mt-8 grid gap-4 sm:mt-12 md:grid-cols-3 md:gap-6">
        {benefits.map(({ icon: Icon, title, text }, index) => (
          <li key={title}>
            <Reveal delayMs={index * 120} className="flex h-full gap-4 rounded-card bg-white/5 p-5 ring-1 ring-white/10 md:block md:p-6">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-brand-950" aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <div className="md:mt-5">
                <h3 className="text-lg font-bold text-white md:text-xl">{title}</h3>
                <p className="mt-1.5 text-brand-100 md:mt-2">{text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** docs/product.md §2: plumbing, electrical, cleaning and moving with their starting prices in KES. */
export function PopularServices() {
  const { t } = useTranslation();
  return (
    <Section id="popular-services">
      <Reveal>
        <SectionHeading id="popular-services" title={t('home.popularTitle')} lead={t('home.popularLead')} />
      </Reveal>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-4">
        {popularServices.map(({ id, fromPrice }, index) => {
          const category = findCategory(id);
          if (!category) return null;
          return (
            <li key={id}>
              <Reveal delayMs={index * 90} className="h-full">
                <Link
                  to={paths.category(id)}
                  className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-[box-shadow,transform] hover:-translate-y-0.5 hover:shadow-raised"
                >
                  <CategoryImage category={category} sizes="(min-width: 1024px) 264px, 46vw" className="w-full" />
                  <span className="flex flex-1 flex-col gap-1 p-3 sm:p-5">
                    <span className="text-base font-bold text-ink sm:text-lg">{t(`categoryNames.${id}`)}</span>
                    <span className="text-sm font-semibold text-brand-700">
                      {t('home.startingPrice', { currency: CURRENCY.code, price: groupThousands(fromPrice) })}
                    </span>
                    <span className="mt-auto hidden items-center gap-1 pt-3 text-sm font-semibold text-ink sm:inline-flex" aria-hidden="true">
                      {t('common.exploreServices')}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </span>
                </Link>
              </Reveal>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const testimonials = [1, 2, 3] as const;

/** docs/product.md §1: three testimonials. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section id="testimonials" className="bg-brand-50">
      <Reveal>
        <SectionHeading id="testimonials" title={t('home.testimonialsTitle')} lead={t('home.testimonialsLead')} />
      </Reveal>
      <ul className="mt-8 grid gap-4 sm:mt-12 md:grid-cols-3 md:gap-6">
        {testimonials.map((number, index) => {
          const name = t(`home.testimonial${number}Name`);
          return (
            <li key={number}>
              <Reveal delayMs={index * 120} className="h-full">
                <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
                  <Quote className="size-8 text-accent-400" aria-hidden="true" />
                  <Stars rating={5} size="sm" className="mt-3" />
                  <blockquote className="mt-3 flex-1 leading-relaxed text-ink">{t(`home.testimonial${number}Quote`)}</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <Avatar name={name} />
                    <span>
                      <span className="block font-bold text-ink">{name}</span>
                      <span className="block text-sm text-muted">{t(`home.testimonial${number}Place`)}</span>
                    </span>
                  </figcaption>
                </figure>
              </Reveal>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** docs/product.md §2: the final call to action, to /signup and /services. */
export function FinalCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-cta" className="px-4 pt-16 pb-28 sm:px-6 sm:pt-20">
      <Reveal className="mx-auto max-w-6xl overflow-hidden rounded-[1.5rem] bg-brand-800 bg-[radial-gradient(50%_90%_at_100%_100%,var(--color-accent-500)_0%,transparent_100%)] px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="final-cta" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          {t('home.ctaTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{t('home.ctaText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.signup} size="lg" variant="accent">
            {t('home.ctaSignup')}
          </ButtonLink>
          <ButtonLink to={paths.services} size="lg" variant="inverse">
            {t('home.ctaBrowse')}
          </ButtonLink>
        </div>
      </Reveal>
    </section>
  );
}
