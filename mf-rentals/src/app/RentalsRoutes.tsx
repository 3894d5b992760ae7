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

const PropertyPage = lazy(() =>
  import(
    /* webpackChunkName: "route-property" */ '../features/property/components/PropertyPage'
  ).then((m) => ({ default: m.PropertyPage })),
);
const MyHousePage = lazy(() =>
  import(
    /* webpackChunkName: "route-household" */ '../features/household/components/MyHousePage'
  ).then((m) => ({ default: m.MyHousePage })),
);
const HouseRentalsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-house-rentals" */ '../features/house-rentals/components/HouseRentalsPage'
  ).then((m) => ({ default: m.HouseRentalsPage })),
);
const BookHousePage = lazy(() =>
  import(
    /* webpackChunkName: "route-house-booking" */ '../features/house-booking/components/BookHousePage'
  ).then((m) => ({ default: m.BookHousePage })),
);
const HouseMaintenancePage = lazy(() =>
  import(
    /* webpackChunkName: "route-house-maintenance" */ '../features/house-maintenance/components/HouseMaintenancePage'
  ).then((m) => ({ default: m.HouseMaintenancePage })),
);
const SubscriptionsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-subscriptions" */ '../features/subscriptions/components/SubscriptionsPage'
  ).then((m) => ({ default: m.SubscriptionsPage })),
);
const MySubscriptionsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-my-subscriptions" */ '../features/my-subscriptions/components/MySubscriptionsPage'
  ).then((m) => ({ default: m.MySubscriptionsPage })),
);

/** The page of each navigation entry (package.json "fairway.remote.nav" holds its title and permission). */
const SECTION_PAGES: Record<string, ComponentType> = {
  '/rentals/mine': MyRentalsPage,
  '/rentals': RentalsDeskPage,
  '/rentals/property': PropertyPage,
  '/rentals/my-house': MyHousePage,
  '/rentals/house-rentals': HouseRentalsPage,
  '/rentals/houses': BookHousePage,
  '/rentals/house-maintenance': HouseMaintenancePage,
  '/rentals/subscriptions': SubscriptionsPage,
  '/rentals/my-subscriptions': MySubscriptionsPage,
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
