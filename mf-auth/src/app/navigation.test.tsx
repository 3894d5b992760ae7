import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@fairway/shared-api';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { describeRemoteNavigation } from '@fairway/build/jest/remote-navigation';
import { MEMBER } from '../test/fixtures';
import { AuthRoutes } from './AuthRoutes';
import { REMOTE } from './remote';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
  // A member who has not filled in a profile yet.
  api.on('GET', '/api/settings/profiles/user/:id', json(null));
});
afterAll(() => api.close());

describeRemoteNavigation({
  remote: REMOTE,
  arrange: () =>
    sessionStore.setState({ user: { ...MEMBER }, status: 'authenticated', error: null }),
  renderAt: (url) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <AuthRoutes />
      </MemoryRouter>,
    ),
});
