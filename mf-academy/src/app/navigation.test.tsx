import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describeRemoteNavigation } from '@fairway/build/jest/remote-navigation';
import { resetStores, signInWith } from '../test/render';
import { AcademyRoutes } from './AcademyRoutes';
import { REMOTE } from './remote';

describeRemoteNavigation({
  remote: REMOTE,
  arrange: () => {
    resetStores();
    signInWith(['self:use']);
  },
  renderAt: (url) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <AcademyRoutes />
      </MemoryRouter>,
    ),
});
