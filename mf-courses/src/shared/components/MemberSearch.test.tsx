import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { MemberSearch } from './MemberSearch';

// Defect 6: the desk's member picker tells namesakes apart (e-mail, member number, phone) and
// searches names by word prefix on the server; members keep seeing names only.
const STAFF_SEARCH = '/api/settings/users/member-search';
const PLAYERS = '/api/settings/tee-time-bookings/players';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  resetStores();
});

describe('MemberSearch', () => {
  it('for staff: finds by word prefix and shows member number, e-mail and phone', async () => {
    signInWith(['self:use', 'tee_times:book', 'tee_sheet:manage']);
    api.on('GET', STAFF_SEARCH, () =>
      json([
        {
          id: 7,
          name: 'Michael Smith',
          email: 'michael.smith@example.org',
          phone: '+44 7700 900101',
          member_number: 'FW-1001',
        },
        {
          id: 8,
          name: 'Michael Smith',
          email: 'mike.smith@example.org',
          phone: null,
          member_number: null,
        },
      ]),
    );
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderAt('/', <MemberSearch audience="staff" excludeIds={[]} onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'Mi');

    const list = await screen.findByRole('listbox');
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Michael SmithMember no. FW-1001 · michael.smith@example.org · +44 7700 900101',
      'Michael SmithNo member number · mike.smith@example.org',
    ]);
    expect(api.calls('GET', STAFF_SEARCH)[0]!.query.get('q')).toBe('Mi');
    expect(api.calls('GET', PLAYERS)).toHaveLength(0);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 8, name: 'Michael Smith' }),
    );
  });

  it('for members: names only, from the players search', async () => {
    signInWith(['self:use', 'tee_times:book']);
    api.on('GET', PLAYERS, () => json([{ id: 7, name: 'Michael Smith' }]));
    const user = userEvent.setup();
    renderAt('/', <MemberSearch excludeIds={[]} onSelect={jest.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'Mi');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent(/^Michael Smith$/);
    expect(api.calls('GET', STAFF_SEARCH)).toHaveLength(0);
  });
});
