import { screen } from '@testing-library/react';
import { describeRemoteLifecycles } from '@fairway/build/jest/remote-lifecycles';
import { MEMBER_PERMISSIONS } from './test/fixtures';
import { resetStores, signInWith } from './test/render';
import * as spa from './spa';

describeRemoteLifecycles({
  name: 'mf_courses',
  lifecycles: spa,
  url: '/courses/tee-sheet',
  arrange: () => {
    resetStores();
    signInWith(MEMBER_PERMISSIONS);
  },
  heading: 'Tee sheet',
  mounted: () =>
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page'),
});
