import { screen } from '@testing-library/react';
import { sessionStore } from '@fairway/shared-api';
import { describeRemoteLifecycles } from '@fairway/build/jest/remote-lifecycles';
import * as spa from './spa';

describeRemoteLifecycles({
  name: 'mf_auth',
  lifecycles: spa,
  url: '/login',
  arrange: () => sessionStore.setState({ user: null, status: 'anonymous', error: null }),
  heading: 'Sign in',
  mounted: (page) => expect(page).toContainElement(screen.getByRole('button', { name: 'Sign in' })),
});
