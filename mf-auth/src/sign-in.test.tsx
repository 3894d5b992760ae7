import { screen } from '@testing-library/react';
import { sessionStore } from '@fairway/shared-api';
import { describeRemoteLifecycles } from '@fairway/build/jest/remote-lifecycles';
import * as signIn from './sign-in';

describeRemoteLifecycles({
  module: './sign-in',
  name: 'mf_auth:./sign-in',
  lifecycles: signIn,
  url: '/login',
  arrange: () => sessionStore.setState({ user: null, status: 'anonymous', error: null }),
  heading: 'Sign in',
  mounted: (page) => {
    expect(page).toContainElement(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
});
