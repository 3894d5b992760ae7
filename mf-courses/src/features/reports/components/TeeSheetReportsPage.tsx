import { PageHeader, useT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';

/** Placeholder until this screen is built (issue 12). */
export function TeeSheetReportsPage() {
  const t = useT(messages);
  return <PageHeader title={t('reportsTitle')} />;
}
