import { PageHeader, useT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';

/** Placeholder until this screen is built (issue 12). */
export function GreenFeesPage() {
  const t = useT(messages);
  return <PageHeader title={t('greenFeesTitle')} />;
}
