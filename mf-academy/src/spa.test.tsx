import { screen } from '@testing-library/react';
import { describeRemoteLifecycles } from '@fairway/build/jest/remote-lifecycles';
import { REMOTE } from './app/remote';
import { resetStores, signInWith } from './test/render';
import * as spa from './spa';

describeRemoteLifecycles({
  name: REMOTE.name,
  lifecycles: spa,
  url: '/academy',
  arrange: () => {
    resetStores();
    signInWith(['self:use']);
  },
  heading: 'Academy',
  mounted: () =>
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page'),
});
