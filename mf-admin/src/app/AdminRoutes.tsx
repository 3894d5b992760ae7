import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequirePermission, useT } from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { AdminHome } from './AdminHome';
import { AdminNotFound } from './AdminNotFound';
import { messages } from '../i18n/messages';
import { ADMIN_SECTIONS, sectionTitle } from './sections';

// One chunk per screen ('route-…' chunks in build-info.json): a page's code is fetched when it is opened.
const UsersPage = lazy(() =>
  import(/* webpackChunkName: "route-users" */ '../features/users/components/UsersPage').then(
    (m) => ({ default: m.UsersPage }),
  ),
);
const UserDetailPage = lazy(() =>
  import(
    /* webpackChunkName: "route-user-detail" */ '../features/users/components/UserDetailPage'
  ).then((m) => ({ default: m.UserDetailPage })),
);
const RolesPage = lazy(() =>
  import(/* webpackChunkName: "route-roles" */ '../features/roles/components/RolesPage').then(
    (m) => ({ default: m.RolesPage }),
  ),
);
const OrganizationsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-organizations" */ '../features/organizations/components/OrganizationsPage'
  ).then((m) => ({ default: m.OrganizationsPage })),
);
const SettingsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-settings" */ '../features/settings/components/SettingsPage'
  ).then((m) => ({ default: m.SettingsPage })),
);

const FilesPage = lazy(() =>
  import(/* webpackChunkName: "route-files" */ '../features/files/components/FilesPage').then(
    (m) => ({ default: m.FilesPage }),
  ),
);

/** The page of each navigation entry (package.json "fairway.remote.nav" holds its title and permission). */
const SECTION_PAGES: Record<string, ComponentType> = {
  '/admin/users': UsersPage,
  '/admin/roles': RolesPage,
  '/admin/organizations': OrganizationsPage,
  '/admin/settings': SettingsPage,
  '/admin/files': FilesPage,
};

/** The permission check comes first, so a page's code is not even fetched for someone who may not see it. */
function Guarded({
  permission,
  title,
  children,
}: {
  permission: string;
  title: string;
  children: ReactNode;
}) {
  const t = useT(messages);
  return (
    <RequirePermission permission={permission} title={title} section={t('adminSection')}>
      <Suspense
        fallback={<LoadingState label={t('loadingSection', { section: title.toLowerCase() })} />}
      >
        {children}
      </Suspense>
    </RequirePermission>
  );
}

/** Paths are absolute: the shell mounts this remote on /admin (package.json "fairway.remote.routes"). */
export function AdminRoutes() {
  const t = useT(messages);
  return (
    <Routes>
      <Route path="/admin" element={<AdminHome />} />
      {ADMIN_SECTIONS.map((section) => {
        const Page = SECTION_PAGES[section.path];
        return Page ? (
          <Route
            key={section.path}
            path={section.path}
            element={
              <Guarded permission={section.permission} title={sectionTitle(section, t)}>
                <Page />
              </Guarded>
            }
          />
        ) : null;
      })}
      <Route
        path="/admin/users/:id"
        element={
          <Guarded permission={PERMISSIONS.usersRead} title={t('sectionUser')}>
            <UserDetailPage />
          </Guarded>
        }
      />
      <Route path="/admin/*" element={<AdminNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
