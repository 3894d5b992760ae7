import { makeListing, makePeriod } from '../testing/fixtures';
import { quoteStay } from './quote';
import { freeRanges, nightsOf, stayNights, stayPrice } from './stay';

describe('stays in nights', () => {
  it('counts the nights before the check-out morning', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toBe(3);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOf('2027-01-02', '2027-01-02')).toBe(0);
    expect(stayPrice(3, 12000, 4000)).toBe(40000);
  });

  it('puts free nights together in runs, each with its check-out morning', () => {
    expect(freeRanges(['2027-01-03', '2027-01-01', '2027-01-02', '2027-01-05'])).toEqual([
      { first: '2027-01-01', last: '2027-01-03', checkOut: '2027-01-04', nights: 3 },
      { first: '2027-01-05', last: '2027-01-05', checkOut: '2027-01-06', nights: 1 },
    ]);
  });
});

describe('quoteStay', () => {
  const listing = makeListing({
    min_nights: 2,
    max_guests: 4,
    cleaning_fee: 4000,
    periods: [
      makePeriod({ id: 1, start_date: '2027-01-01', end_date: '2027-01-31', nightly_rate: 10000 }),
      makePeriod({
        id: 2,
        start_date: '2027-02-01',
        end_date: '2027-02-28',
        nightly_rate: 15000,
        min_nights: 3,
      }),
    ],
  });
  const stay = (checkIn: string, checkOut: string, guests = 2) => ({
    checkIn,
    checkOut,
    guests,
    today: '2026-12-01',
  });

  it('prices as the server does: nights × the period’s rate + the cleaning fee', () => {
    const quote = quoteStay(listing, stay('2027-01-10', '2027-01-13'), null);
    expect(quote).toMatchObject({ nights: 3, total: 34000, problems: [] });
    expect(quote.period?.id).toBe(1);
    // The last night may be the period's last: check-out is the morning after.
    expect(quoteStay(listing, stay('2027-01-29', '2027-02-01'), null).problems).toEqual([]);
  });

  it('refuses what the server would refuse', () => {
    const kinds = (q: ReturnType<typeof quoteStay>) => q.problems.map((p) => p.kind);
    expect(kinds(quoteStay(listing, stay('2027-01-10', '2027-01-10'), null))).toEqual(['order']);
    expect(kinds(quoteStay(listing, stay('2027-01-10', '2027-01-11'), null))).toEqual([
      'minNights',
    ]);
    // February's own minimum (3) is larger than the listing's (2).
    expect(kinds(quoteStay(listing, stay('2027-02-10', '2027-02-12'), null))).toEqual([
      'minNights',
    ]);
    expect(kinds(quoteStay(listing, stay('2027-01-30', '2027-02-03'), null))).toEqual([
      'twoPeriods',
    ]);
    expect(kinds(quoteStay(listing, stay('2027-03-01', '2027-03-04'), null))).toEqual(['noPeriod']);
    expect(kinds(quoteStay(listing, stay('2027-01-10', '2027-01-13', 5), null))).toEqual([
      'guests',
    ]);
    const free = new Set(['2027-01-10', '2027-01-12']);
    expect(quoteStay(listing, stay('2027-01-10', '2027-01-13'), free).problems).toEqual([
      { kind: 'taken', nights: ['2027-01-11'] },
    ]);
  });
});
