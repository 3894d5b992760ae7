import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar, initialsOf } from './Avatar/Avatar';
import { Badge } from './Badge/Badge';
import { Card, StatTile } from './Card/Card';
import { Notice } from './Notice/Notice';
import { PageHeader } from './PageHeader/PageHeader';
import { LoadingState, Spinner } from './Spinner/Spinner';
import { EmptyState, ErrorState } from './States/States';

describe('display components', () => {
  it('Notice uses status for info and success, alert for warnings and errors', () => {
    render(
      <>
        <Notice tone="success" title="Saved">
          Your booking is confirmed.
        </Notice>
        <Notice tone="error" title="Payment failed">
          Try another card.
        </Notice>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour booking is confirmed.');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failedTry another card.');
  });

  it('Notice can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(<Notice onDismiss={onDismiss}>Course closed on Monday.</Notice>);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('ErrorState is announced and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorState message="The weather service did not answer." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('EmptyState, LoadingState and Spinner say what is going on', () => {
    render(
      <>
        <EmptyState title="No bookings yet" message="Book your first tee time." />
        <LoadingState label="Loading the tee sheet…" />
        <Spinner label="Refreshing" />
      </>,
    );
    expect(screen.getByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Loading the tee sheet…',
      'Refreshing',
    ]);
  });

  it('Card is a region named by its title; StatTile is a named group', () => {
    render(
      <>
        <Card title="Today">4 bookings</Card>
        <StatTile
          label="Revenue"
          value="€ 12,480"
          delta={{ value: '12 %', trend: 'up' }}
          hint="vs last month"
        />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Today' })).toHaveTextContent('4 bookings');
    const tile = screen.getByRole('group', { name: 'Revenue' });
    expect(tile).toHaveTextContent('€ 12,480');
    expect(tile).toHaveTextContent('up 12 %');
  });

  it('PageHeader has one h1 and breadcrumbs with the current page', () => {
    render(
      <PageHeader
        title="Old Course"
        breadcrumbs={[{ label: 'Courses', href: '/courses' }, { label: 'Old Course' }]}
        actions={<button type="button">Edit</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Old Course' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent('Courses');
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
  });

  it('Avatar names the person and falls back to initials', () => {
    render(
      <>
        <Avatar name="Ana María López" />
        <Badge tone="success">Paid</Badge>
      </>,
    );
    expect(screen.getByRole('img', { name: 'Ana María López' })).toHaveTextContent('AL');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('')).toBe('?');
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });
});
