import type { ReactNode } from 'react';
import { usePermission } from './permissions';
import { NoAccess } from './NoAccess';

export type RequirePermissionProps = {
  permission: string;
  /** The page's title, shown above the notice. */
  title: string;
  /** The remote's name in the document title ('Administration'). */
  section?: string;
  children: ReactNode;
};

/**
 * Renders the page only for users who hold `permission`; everyone else sees why not (NoAccess).
 * Put it outside the page's Suspense so a lazy page's code is not even fetched for them.
 */
export function RequirePermission({
  permission,
  title,
  section,
  children,
}: RequirePermissionProps) {
  const allowed = usePermission(permission);
  if (!allowed) return <NoAccess title={title} permission={permission} section={section} />;
  return <>{children}</>;
}
