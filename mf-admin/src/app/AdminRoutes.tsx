import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { RequirePermission } from '../shared/components/RequirePermission';
import { AdminHome } from './AdminHome';
import { AdminNotFound } from './AdminNotFound';

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
  return (
    <RequirePermission permission={permission} title={title}>
      <Suspense fallback={<LoadingState label={`Loading ${title.toLowerCase()}…`} />}>
        {children}
      </Suspense>
    </RequirePermission>
  );
}

/** Paths are absolute: the shell mounts this remote on /admin (package.json "fairway.remote.routes"). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminHome />} />
      <Route
        path="/admin/users"
        element={
          <Guarded permission={PERMISSIONS.usersRead} title="Users">
            <UsersPage />
          </Guarded>
        }
      />
      <Route
        path="/admin/users/:id"
        element={
          <Guarded permission={PERMISSIONS.usersRead} title="User">
            <UserDetailPage />
          </Guarded>
        }
      />
      <Route
        path="/admin/roles"
        element={
          <Guarded permission={PERMISSIONS.rolesRead} title="Roles">
            <RolesPage />
          </Guarded>
        }
      />
      <Route
        path="/admin/organizations"
        element={
          <Guarded permission={PERMISSIONS.organizationsRead} title="Organizations">
            <OrganizationsPage />
          </Guarded>
        }
      />
      <Route
        path="/admin/settings"
        element={
          <Guarded permission={PERMISSIONS.settingsRead} title="Settings">
            <SettingsPage />
          </Guarded>
        }
      />
      <Route path="/admin/*" element={<AdminNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
