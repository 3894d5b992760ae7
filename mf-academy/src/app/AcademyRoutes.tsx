import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequirePermission, useFormat } from '@fairway/shared-ui';
import { AcademyNotFound } from './AcademyNotFound';
import { ACADEMY_SECTIONS, labelIn, sectionName, type Section } from './sections';

// One chunk per screen ('route-…' chunks in build-info.json): a page's code is fetched when it is opened.
const BrowsePage = lazy(() =>
  import(
    /* webpackChunkName: "route-academy-browse" */ '../features/browse/components/BrowsePage'
  ).then((m) => ({
    default: m.BrowsePage,
  })),
);
const MyTrainingPage = lazy(() =>
  import(
    /* webpackChunkName: "route-academy-mine" */ '../features/my-training/components/MyTrainingPage'
  ).then((m) => ({
    default: m.MyTrainingPage,
  })),
);
const CoachPage = lazy(() =>
  import(
    /* webpackChunkName: "route-academy-coach" */ '../features/coach/components/CoachPage'
  ).then((m) => ({
    default: m.CoachPage,
  })),
);
const OfficePage = lazy(() =>
  import(
    /* webpackChunkName: "route-academy-office" */ '../features/office/components/OfficePage'
  ).then((m) => ({
    default: m.OfficePage,
  })),
);
const ReportsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-academy-reports" */ '../features/reports/components/ReportsPage'
  ).then((m) => ({
    default: m.ReportsPage,
  })),
);
const SetupPage = lazy(() =>
  import(
    /* webpackChunkName: "route-academy-setup" */ '../features/setup/components/SetupPage'
  ).then((m) => ({
    default: m.SetupPage,
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
  '/academy': BrowsePage,
  '/academy/mine': MyTrainingPage,
  '/academy/coach': CoachPage,
  '/academy/office': OfficePage,
  '/academy/reports': ReportsPage,
  '/academy/setup': SetupPage,
};

/** Paths are absolute: the shell mounts this remote on /academy (package.json "fairway.remote.routes"). */
export function AcademyRoutes() {
  return (
    <Routes>
      {ACADEMY_SECTIONS.map((section) => {
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
      <Route path="/academy/*" element={<AcademyNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
