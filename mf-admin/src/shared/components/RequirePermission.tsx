import type { ReactNode } from 'react';
import { usePermission } from '../hooks/usePermission';
import { NoAccess } from './NoAccess';

export type RequirePermissionProps = {
  permission: string;
  /** The page's title, shown above the notice. */
  title: string;
  children: ReactNode;
};

/** Renders the page only for users who hold `permission`; everyone else sees why not. */
export function RequirePermission({ permission, title, children }: RequirePermissionProps) {
  const allowed = usePermission(permission);
  if (!allowed) return <NoAccess title={title} permission={permission} />;
  return <>{children}</>;
}
