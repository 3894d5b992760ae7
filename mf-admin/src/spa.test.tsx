import { screen } from '@testing-library/react';
import { describeRemoteLifecycles } from '@fairway/build/jest/remote-lifecycles';
import { resetStores, signInWith } from './test/render';
import * as spa from './spa';

describeRemoteLifecycles({
  name: 'mf_admin',
  lifecycles: spa,
  url: '/admin/roles',
  arrange: () => {
    resetStores();
    signInWith(['self:use']);
  },
  heading: 'Roles',
  mounted: () =>
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page'),
});
