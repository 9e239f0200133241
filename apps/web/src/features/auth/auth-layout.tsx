import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page';

/** The narrow, centred card every sign-in screen sits in. */
export function AuthLayout({ title, lead, children, footer }: { title: string; lead: string; children?: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <PageHeader title={title} lead={lead} />
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-muted">{footer}</div>}
    </div>
  );
}

export const authLinkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
