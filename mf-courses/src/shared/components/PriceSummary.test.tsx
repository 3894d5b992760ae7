import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { BookingPrice, QuotePlayer } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { resetStores, signInWith } from '../../test/render';
import { QUOTE_SETTLE_MS } from '../hooks/useQuote';
import { PriceSummary } from './PriceSummary';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['tee_times:book']);
});

const PRICE: BookingPrice = {
  currency: 'GBP',
  total_cents: 9500,
  lines: [
    { label: 'Ann Smith', rate_id: 1, rate_name: 'Member 18 holes', amount_cents: 2500 },
    { label: 'Bo Visitor (guest)', rate_id: 2, rate_name: 'Guest 18 holes', amount_cents: 6500 },
    { label: 'Cart 1: No rate for cart at 07:30', rate_id: null, rate_name: '', amount_cents: 0 },
  ],
};

const QUOTE = '/api/settings/green-fees/quote';

describe('PriceSummary', () => {
  it('shows each line and the total in the club’s money format', () => {
    render(<PriceSummary quote={PRICE} />);
    const price = screen.getByRole('region', { name: 'Price' });
    const lines = within(price).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Ann SmithMember 18 holes£25.00',
      'Bo Visitor (guest)Guest 18 holes£65.00',
      'Cart 1: No rate for cart at 07:30£0.00',
    ]);
    expect(price).toHaveTextContent('Total£95.00');
  });

  it('shows nothing when the club has no rates', () => {
    const { container } = render(<PriceSummary quote={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('quotes the booking being made, again as it changes, keeping the last price meanwhile', async () => {
    api.on('POST', QUOTE, (req) =>
      (req.body as { players: unknown[] }).players.length === 1
        ? json({ price: PRICE })
        : json({ price: { ...PRICE, total_cents: 12000 } }),
    );
    const { rerender } = render(
      <PriceSummary
        courseId={3}
        date="2026-06-10"
        startTime="08:30:00"
        holes={9}
        players={[{ user_id: 7 }]}
        carts={1}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Working out the price…');
    expect(await screen.findByRole('region', { name: 'Price' })).toHaveTextContent('Total£95.00');
    expect(api.calls('POST', QUOTE)[0]!.body).toEqual({
      course_id: 3,
      date: '2026-06-10',
      start_time: '08:30',
      holes: 9,
      players: [{ user_id: 7 }],
      carts: 1,
    });

    rerender(
      <PriceSummary
        courseId={3}
        date="2026-06-10"
        startTime="08:30"
        holes={9}
        players={[{ user_id: 7 }, { guest_name: 'Bo Visitor' }]}
        carts={1}
      />,
    );
    // The last price stays while the new one is worked out.
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Working out the price…')).not.toBeInTheDocument();
    await waitFor(() => expect(price).toHaveTextContent('Total£120.00'));
    expect(price).toHaveAttribute('aria-busy', 'false');
    expect(api.calls('POST', QUOTE)).toHaveLength(2);
  });

  it('stops asking once the club has said it has no rates', async () => {
    api.on('POST', QUOTE, json({ price: null }));
    const booking = (players: QuotePlayer[], carts: number) => (
      <PriceSummary
        courseId={3}
        date="2026-06-10"
        startTime="08:30"
        players={players}
        carts={carts}
      />
    );
    const { container, rerender } = render(booking([{ user_id: 7 }], 0));
    expect(screen.getByRole('status')).toHaveTextContent('Working out the price…');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(api.calls('POST', QUOTE)).toHaveLength(1);

    // Each change in the dialog: nothing shown or announced, and the club is not asked again.
    rerender(booking([{ user_id: 7 }, { guest_name: 'Bo Visitor' }], 0));
    expect(container).toBeEmptyDOMElement();
    rerender(booking([{ user_id: 7 }, { guest_name: 'Bo Visitor' }], 1));
    expect(container).toBeEmptyDOMElement();
    await act(() => new Promise((resolve) => setTimeout(resolve, QUOTE_SETTLE_MS * 2)));
    expect(container).toBeEmptyDOMElement();
    expect(api.calls('POST', QUOTE)).toHaveLength(1);
  });

  it('asks nothing until there is a course, a time and a player', () => {
    const { container } = render(
      <PriceSummary
        courseId={null}
        date="2026-06-10"
        startTime="08:30"
        players={[{ user_id: 7 }]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(api.calls('POST', QUOTE)).toHaveLength(0);
  });

  it('says so when the price cannot be worked out', async () => {
    api.on('POST', QUOTE, apiError(500, 'internal', 'Something went wrong'));
    render(
      <PriceSummary
        courseId={1}
        date="2026-06-10"
        startTime="08:30"
        players={[{ guest_name: 'Bo' }]}
      />,
    );
    expect(
      await screen.findByText('The price could not be worked out just now.'),
    ).toBeInTheDocument();
  });
});
