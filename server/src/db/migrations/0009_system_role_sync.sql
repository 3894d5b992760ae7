-- Built-in roles get their permissions from one declaration in code (DEFAULT_ROLE_PERMISSIONS in
-- shared-api's permissions.ts), not from a back-filling UPDATE in each domain's migration: on
-- every start the server hands each built-in role, in every organization, the permissions the
-- declaration gives it that were never handed out before (roles module, system-roles.ts). What
-- has been handed out is recorded here, so a permission an administrator later takes away from a
-- built-in role stays away. Custom roles are never touched.
CREATE TABLE system_role_grants (
  role_name text NOT NULL,
  permission text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (role_name, permission)
);

-- What the built-in roles already hold from migrations 0001 to 0004 and the seeding of every club:
-- the declaration as it stands at this migration, so upgrading changes no club's roles.
INSERT INTO system_role_grants (role_name, permission) VALUES
  ('admin', '*'),
  ('staff', 'self:use'), ('staff', 'users:read'), ('staff', 'users:write'),
  ('staff', 'roles:read'), ('staff', 'settings:read'), ('staff', 'organizations:read'),
  ('staff', 'courses:read'), ('staff', 'tee_times:book'), ('staff', 'course_services:request'),
  ('staff', 'tee_sheet:manage'), ('staff', 'course_services:manage'),
  ('greenkeeper', 'self:use'), ('greenkeeper', 'courses:read'),
  ('greenkeeper', 'course_services:manage'),
  ('trainer', 'self:use'), ('trainer', 'courses:read'),
  ('employee', 'self:use'), ('employee', 'courses:read'),
  ('member', 'self:use'), ('member', 'courses:read'), ('member', 'tee_times:book'),
  ('member', 'course_services:request'),
  ('tenant', 'self:use'), ('tenant', 'courses:read'), ('tenant', 'tee_times:book'),
  ('tenant', 'course_services:request'),
  ('sub_tenant', 'self:use'), ('sub_tenant', 'courses:read'), ('sub_tenant', 'tee_times:book'),
  ('sub_tenant', 'course_services:request'),
  ('candidate', 'self:use'), ('candidate', 'courses:read'),
  ('guest', 'self:use'), ('guest', 'courses:read'), ('guest', 'tee_times:book'),
  ('guest', 'course_services:request');

-- One set-based statement over every organization (so it runs as the owner, past row-level
-- security): records the declared (role, permission) pairs not handed out before and adds each
-- to the built-in roles of that name that lack it. Answers how many roles changed. The
-- declaration is a JSON object { "<role name>": ["<permission>", ...] }.
CREATE OR REPLACE FUNCTION fairway_sync_system_roles(p_declared jsonb) RETURNS integer
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  WITH declared AS (
    SELECT DISTINCT d.key AS role_name, p.permission
    FROM jsonb_each(p_declared) d
    CROSS JOIN LATERAL jsonb_array_elements_text(d.value) p(permission)
  ), handed_out AS (
    INSERT INTO system_role_grants (role_name, permission)
    SELECT role_name, permission FROM declared
    ON CONFLICT DO NOTHING
    RETURNING role_name, permission
  ), changed AS (
    UPDATE roles r SET permissions = r.permissions || ARRAY(
        SELECT h.permission FROM handed_out h
        WHERE h.role_name = r.name AND NOT h.permission = ANY (r.permissions)
        ORDER BY h.permission)
      WHERE r.is_system AND EXISTS (
        SELECT 1 FROM handed_out h
        WHERE h.role_name = r.name AND NOT h.permission = ANY (r.permissions))
    RETURNING r.id
  )
  SELECT count(*)::int FROM changed $$;
