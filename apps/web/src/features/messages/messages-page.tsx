import { MESSAGES_PAGE_TEXTS } from '@fundi/shared';
import { Page, PageHeader } from '../../components/page';

export function MessagesPage() {
  return (
    <Page>
      <PageHeader title={MESSAGES_PAGE_TEXTS.title} lead={MESSAGES_PAGE_TEXTS.subtitle} />
    </Page>
  );
}
