import {
  Button,
  PageHeader,
  Tabs,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { useDeskParams, type DeskTab } from '../hooks/useDeskParams';
import { useDeskToday, useRentalStatistics } from '../hooks/useDeskData';
import { DeskProvider, useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import { AllRentalsTab } from './AllRentalsTab';
import { CalendarTab } from './CalendarTab';
import { DeskDialogs } from './DeskDialogs';
import { RentalDetails } from './RentalDetails';
import { StatisticsTiles } from './StatisticsTiles';
import { TodayTab } from './TodayTab';

/** /rentals (rentals:read; actions with rentals:write): the rentals desk. */
export function RentalsDeskPage() {
  return (
    <DeskProvider>
      <RentalsDesk />
    </DeskProvider>
  );
}

function RentalsDesk() {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const { tab, rentalId, update } = useDeskParams();
  useDocumentTitle(t('deskTitle'), tr('sectionName'));
  const today = f.today();
  const todayLists = useDeskToday(today, desk.created);
  const statistics = useRentalStatistics(today, desk.changes);

  const handleTab = (id: string) =>
    update({
      tab: id === 'today' ? null : id,
      // Each tab's own choices do not carry over.
      status: null,
      from: null,
      to: null,
      view: null,
    });

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={t('deskTitle')}
        description={t('deskDescription', { date: f.dateLong(today) })}
        actions={
          desk.canWrite ? (
            <Button onClick={() => desk.openDialog({ kind: 'new' })}>{t('newRental')}</Button>
          ) : null
        }
      />
      <StatisticsTiles statistics={statistics} />
      <Tabs
        label={t('deskViews')}
        value={tab}
        onChange={handleTab}
        tabs={[
          {
            id: 'today' satisfies DeskTab,
            label: t('tabToday'),
            content: <TodayTab today={todayLists} />,
          },
          { id: 'all' satisfies DeskTab, label: t('tabAll'), content: <AllRentalsTab /> },
          { id: 'calendar' satisfies DeskTab, label: t('tabCalendar'), content: <CalendarTab /> },
        ]}
      />
      {rentalId !== null ? <RentalDetails key={rentalId} id={rentalId} /> : null}
      <DeskDialogs />
    </div>
  );
}
