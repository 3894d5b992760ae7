-- A user's status, roles and permissions in one round trip, for resolving every authenticated
-- request without opening an organization-scoped transaction first. Scoped by both the user and
-- the organization the session or token belongs to; returns nothing for any other pair.
CREATE OR REPLACE FUNCTION fairway_user_grants(p_user_id integer, p_organization_id integer)
  RETURNS TABLE (status text, must_change_password boolean, roles text[], permissions text[])
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT u.status, u.must_change_password,
         array_remove(array_agg(DISTINCT r.name), NULL),
         array_remove(array_agg(DISTINCT p.perm), NULL)
  FROM users u
  LEFT JOIN user_roles ur ON ur.user_id = u.id AND ur.organization_id = u.organization_id
  LEFT JOIN roles r ON r.id = ur.role_id AND r.organization_id = u.organization_id
  LEFT JOIN LATERAL unnest(r.permissions) AS p(perm) ON true
  WHERE u.id = p_user_id AND u.organization_id = p_organization_id
  GROUP BY u.id $$;
