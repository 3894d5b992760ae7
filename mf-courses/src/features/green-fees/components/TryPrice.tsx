import { useState } from 'react';
import {
  Card,
  DateField,
  NumberField,
  Select,
  TimeField,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import type { QuotePlayer } from '@fairway/shared-api/tee-sheet';
import { PriceSummary } from '../../../shared/components/PriceSummary';
import { greenFeeMessages } from '../i18n';
import styles from './GreenFees.module.css';

export type TryPriceProps = {
  courses: readonly Course[];
};

const count = (value: string, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : 0;
};

/** "Try a price": a day, a time, holes, members, guests and carts → the quote under the rates. */
export function TryPrice({ courses }: TryPriceProps) {
  const t = useT(greenFeeMessages);
  const f = useFormat();
  const [courseId, setCourseId] = useState(courses[0] ? String(courses[0].id) : '');
  const [date, setDate] = useState(() => f.today());
  const [time, setTime] = useState('10:00');
  const [holes, setHoles] = useState<'9' | '18'>('18');
  const [members, setMembers] = useState('2');
  const [guests, setGuests] = useState('1');
  const [carts, setCarts] = useState('0');

  const memberCount = count(members, 6);
  const guestCount = count(guests, 6 - memberCount);
  const players: QuotePlayer[] = [
    ...Array.from({ length: memberCount }, () => ({ player_class: 'member' as const })),
    ...Array.from({ length: guestCount }, () => ({ player_class: 'guest' as const })),
  ];

  return (
    <Card title={t('tryPrice')} subtitle={t('tryPriceHint')}>
      <div className={styles['fw-gf-try']}>
        <div className={styles['fw-gf-try-fields']}>
          {courses.length > 1 ? (
            <Select
              label={t('course')}
              value={courseId}
              onValueChange={setCourseId}
              options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          ) : null}
          <DateField label={t('tryDate')} value={date} onValueChange={setDate} />
          <TimeField label={t('tryTime')} value={time} onValueChange={setTime} />
          <Select
            label={t('holes')}
            value={holes}
            onValueChange={(v) => setHoles(v === '9' ? '9' : '18')}
            options={[
              { value: '18', label: t('holes18') },
              { value: '9', label: t('holes9') },
            ]}
          />
          <NumberField
            label={t('tryMembers')}
            min={0}
            max={6}
            step={1}
            value={members}
            onChange={(e) => setMembers(e.target.value)}
          />
          <NumberField
            label={t('tryGuests')}
            min={0}
            max={6}
            step={1}
            value={guests}
            onChange={(e) => setGuests(e.target.value)}
          />
          <NumberField
            label={t('tryCarts')}
            min={0}
            max={6}
            step={1}
            value={carts}
            onChange={(e) => setCarts(e.target.value)}
          />
        </div>
        {players.length === 0 ? (
          <p className={styles['fw-gf-hint']}>{t('tryNoPlayers')}</p>
        ) : (
          <PriceSummary
            heading={t('price')}
            courseId={courseId ? Number(courseId) : null}
            date={date}
            startTime={time}
            holes={holes === '9' ? 9 : 18}
            players={players}
            carts={count(carts, players.length)}
          />
        )}
      </div>
    </Card>
  );
}
