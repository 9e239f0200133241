import { ShieldCheck, Users, Zap } from 'lucide-react';
import { Card, Page, PageHeader } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';

/** docs/product.md §2 About: a trusted platform, quick connections, safe and secure. */
export function AboutPage() {
  const { t } = useTranslation();
  const points = [
    { icon: Users, title: t('about.trustedTitle'), text: t('about.trustedText') },
    { icon: Zap, title: t('about.quickTitle'), text: t('about.quickText') },
    { icon: ShieldCheck, title: t('about.safeTitle'), text: t('about.safeText') },
  ];
  return (
    <Page>
      <PageHeader title={t('about.title')} lead={t('about.lead')} />
      <ul className="grid gap-4 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
              <p className="mt-2 text-muted">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ButtonLink to={paths.services}>{t('common.exploreServices')}</ButtonLink>
      </div>
    </Page>
  );
}
