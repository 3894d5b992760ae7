import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_NAME } from '@fairway/shared-api';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER_PERMISSIONS, STAFF_PERMISSIONS } from '../test/fixtures';
import { resetStores, signInWith } from '../test/render';
import { CoursesRoutes } from './CoursesRoutes';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  // A club with no courses yet: every page has something to show.
  api.on('GET', '/api/courses', json([]));
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <CoursesRoutes />
    </MemoryRouter>,
  );

const NO_ACCESS = 'You do not have access to this page';

describe('tee-time routes', () => {
  it('tells a member without tee_sheet:manage that the tee sheet is not for them, and loads nothing', () => {
    signInWith(MEMBER_PERMISSIONS);
    renderAt('/courses/tee-sheet');
    expect(screen.getByRole('heading', { level: 1, name: 'Tee sheet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ACCESS);
    expect(screen.getByRole('alert')).toHaveTextContent('tee_sheet:manage');
    expect(document.title).toBe(`Tee sheet · Tee times · ${DEFAULT_SITE_NAME}`);
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['/courses/services', 'Course services', 'course_services:manage'],
    ['/courses/setup', 'Courses', 'courses:write'],
    ['/courses/setup/3/holes', 'Course', 'courses:write'],
    ['/courses/carts', 'Carts', 'courses:write'],
    ['/courses/booking-rules', 'Booking rules', 'settings:write'],
  ])('guards %s by its own permission', (url, title, permission) => {
    signInWith(MEMBER_PERMISSIONS);
    renderAt(url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ACCESS);
    expect(screen.getByRole('alert')).toHaveTextContent(permission);
    expect(api.requests).toHaveLength(0);
  });

  it('opens the tee sheet for staff', async () => {
    signInWith(STAFF_PERMISSIONS);
    renderAt('/courses/tee-sheet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet' })).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
  });

  it('lets a member book and see their bookings', async () => {
    signInWith(MEMBER_PERMISSIONS);
    renderAt('/courses');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a tee time' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
  });

  it('lets someone with every permission open the setup pages', async () => {
    signInWith(['*']);
    renderAt('/courses/setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
  });

  it('answers unknown tee-time paths with a not-found page', () => {
    signInWith(['*']);
    renderAt('/courses/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tee times' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('renders nothing outside /courses', () => {
    signInWith(['*']);
    const { container } = renderAt('/admin');
    expect(container).toBeEmptyDOMElement();
  });
});
