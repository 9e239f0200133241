import { type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { SUPPORT, type CategoryId } from '@fundi/shared';
import { Logo } from '../../components/logo';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from '../../components/social-icons';
import { paths } from '../../lib/paths';
import { phoneLink, useSupportContact } from '../../lib/support-contact';
import { useNearScreen } from '../../lib/use-near-screen';
import { LanguageSwitcher } from './language-switcher';
import { NewsletterForm } from './newsletter-form';
import { useTranslation } from '../../lib/i18n';

/** docs/product.md §2 footer: the categories it links to. */
const footerCategoryIds: CategoryId[] = ['plumbing', 'electrical', 'cleaning', 'moving', 'beauty'];

const socialLinks: Array<{ href: string; label: 'facebook' | 'x' | 'instagram' | 'linkedin'; icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { href: 'https://www.facebook.com/fundikenya', label: 'facebook', icon: FacebookIcon },
  { href: 'https://x.com/fundikenya', label: 'x', icon: XIcon },
  { href: 'https://www.instagram.com/fundikenya', label: 'instagram', icon: InstagramIcon },
  { href: 'https://www.linkedin.com/company/fundikenya', label: 'linkedin', icon: LinkedinIcon },
];

export function Footer() {
  const { t } = useTranslation();
  // Support's details come from the server; a visitor who never scrolls this far never asks.
  const { ref, isNear } = useNearScreen<HTMLElement>();
  const contact = useSupportContact({ isWanted: isNear });
  const quickLinks = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.services, label: t('nav.services') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.becomeSeller, label: t('footer.becomeSeller') },
  ];
  const bottomLinks = [
    { to: paths.terms, label: t('footer.terms') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.cookies, label: t('footer.cookies') },
    { to: paths.blog, label: t('footer.blog') },
    { to: paths.careers, label: t('footer.careers') },
  ];

  return (
    <footer ref={ref} className="mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6">
        <section
          aria-labelledby="newsletter-title"
          className="-mt-20 flex flex-col gap-4 rounded-card bg-white p-6 text-ink shadow-raised md:flex-row md:items-start md:justify-between md:gap-8"
        >
          <div className="md:pt-1">
            <h2 id="newsletter-title" className="text-xl font-bold">
              {t('footer.newsletterTitle')}
            </h2>
            <p className="mt-1 text-muted">{t('footer.newsletterText')}</p>
          </div>
          <NewsletterForm />
        </section>

        <div className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 lg:col-span-1">
            <Logo tone="light" />
            <p className="mt-3 max-w-xs text-sm leading-relaxed">{t('footer.about')}</p>
            <ul className="mt-4 flex gap-2" aria-label={t('footer.social')}>
              {socialLinks.map(({ href, label, icon: Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    aria-label={t(`footer.${label}`)}
                    className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <FooterColumn title={t('footer.quickLinks')}>
            {quickLinks.map(({ to, label }) => (
              <li key={to}>
                <FooterLink to={to}>{label}</FooterLink>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title={t('footer.popularServices')}>
            {footerCategoryIds.map((id) => (
              <li key={id}>
                <FooterLink to={paths.category(id)}>{t(`categoryNames.${id}`)}</FooterLink>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title={t('footer.contactTitle')} className="col-span-2 lg:col-span-1">
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <span>{t('footer.city', { city: SUPPORT.city })}</span>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <span>
                <span className="sr-only">{t('footer.hoursLabel')}: </span>
                {t('common.supportHours')}
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              {contact ? (
                <a href={`mailto:${contact.email}`} className="break-all hover:text-white hover:underline">
                  <span className="sr-only">{t('footer.emailLabel')}: </span>
                  {contact.email}
                </a>
              ) : (
                <DetailPlaceholder />
              )}
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              {contact ? (
                <a href={phoneLink(contact.phone)} className="whitespace-nowrap hover:text-white hover:underline">
                  <span className="sr-only">{t('footer.phoneLabel')}: </span>
                  {contact.phone}
                </a>
              ) : (
                <DetailPlaceholder />
              )}
            </li>
          </FooterColumn>
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
            <LanguageSwitcher tone="dark" className="-ml-2" />
          </div>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {bottomLinks.map(({ to, label }) => (
                <li key={to}>
                  <FooterLink to={to}>{label}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** Holds a detail's place while it loads, so the footer does not grow under the reader. */
function DetailPlaceholder() {
  return <span className="block h-5 w-44 max-w-full rounded bg-white/10" aria-hidden="true" />;
}

function FooterColumn({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2.5 text-sm">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-block py-0.5 hover:text-white hover:underline">
      {children}
    </Link>
  );
}
