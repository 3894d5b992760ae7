import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequirePermission, useFormat } from '@fairway/shared-ui';
import { RentalsNotFound } from './RentalsNotFound';
import { RENTALS_SECTIONS, labelIn, sectionName, type Section } from './sections';

// One chunk per screen ('route-…' chunks in build-info.json): a page's code is fetched when it is opened.
const MyRentalsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-my-rentals" */ '../features/my-rentals/components/MyRentalsPage'
  ).then((m) => ({
    default: m.MyRentalsPage,
  })),
);
const RentalsDeskPage = lazy(() =>
  import(
    /* webpackChunkName: "route-rentals-desk" */ '../features/desk/components/RentalsDeskPage'
  ).then((m) => ({
    default: m.RentalsDeskPage,
  })),
);

/** The permission check comes first, so a page's code is not even fetched for someone who may not see it. */
function Guarded({ section, children }: { section: Section; children: ReactNode }) {
  const { language } = useFormat();
  const title = labelIn(section, language);
  return (
    <RequirePermission
      permission={section.permission}
      title={title}
      section={sectionName(language)}
    >
      <Suspense fallback={<LoadingState label={`Loading ${section.title.toLowerCase()}…`} />}>
        {children}
      </Suspense>
    </RequirePermission>
  );
}

/** The page of each navigation entry (package.json "fairway.remote.nav" holds its title and permission). */
const SECTION_PAGES: Record<string, ComponentType> = {
  '/rentals/mine': MyRentalsPage,
  '/rentals': RentalsDeskPage,
};

/** Paths are absolute: the shell mounts this remote on /rentals (package.json "fairway.remote.routes"). */
export function RentalsRoutes() {
  return (
    <Routes>
      {RENTALS_SECTIONS.map((section) => {
        const Page = SECTION_PAGES[section.path];
        return Page ? (
          <Route
            key={section.path}
            path={section.path}
            element={
              <Guarded section={section}>
                <Page />
              </Guarded>
            }
          />
        ) : null;
      })}
      <Route path="/rentals/*" element={<RentalsNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
