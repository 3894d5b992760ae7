-- The per-request path: one statement resolves a session cookie with its user's grants, one slides
-- the idle window, and every change to who may do what is announced to the server processes, which
-- keep resolved sessions for a few seconds (plugins/platform/auth/principal-cache.ts).

-- Everything a request with a session cookie needs, in one round trip: the session in any state
-- (the server decides whether and why it is refused) and, while its user belongs to the session's
-- organization, the user's status and grants. SECURITY DEFINER like fairway_user_grants: the
-- organization is not known yet; only the holder of the token can name the row. plpgsql so that
-- each connection plans the query once.
CREATE OR REPLACE FUNCTION fairway_session_principal(p_access_hash text)
  RETURNS TABLE (id uuid, organization_id integer, user_id integer, kind text, csrf_secret text,
    created_at timestamptz, last_seen_at timestamptz, access_expires_at timestamptz,
    absolute_expires_at timestamptz, idle_minutes integer, revoked_at timestamptz,
    status text, must_change_password boolean, roles text[], permissions text[])
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  RETURN QUERY
  SELECT s.id, s.organization_id, s.user_id, s.kind, s.csrf_secret, s.created_at, s.last_seen_at,
         s.access_expires_at, s.absolute_expires_at, s.idle_minutes, s.revoked_at,
         u.status, u.must_change_password, g.roles, g.permissions
  FROM sessions s
  LEFT JOIN users u ON u.id = s.user_id AND u.organization_id = s.organization_id
  LEFT JOIN LATERAL (
    SELECT array_remove(array_agg(DISTINCT r.name), NULL) AS roles,
           array_remove(array_agg(DISTINCT p.perm), NULL) AS permissions
    FROM user_roles ur
    JOIN roles r ON r.id = ur.role_id AND r.organization_id = u.organization_id
    LEFT JOIN LATERAL unnest(r.permissions) AS p(perm) ON true
    WHERE ur.user_id = u.id AND ur.organization_id = u.organization_id) g ON true
  WHERE s.access_hash = p_access_hash;
END $$;

-- The sliding idle window and the user's last activity, in one statement (at most once a minute
-- per session). users is row-level secured; the session names the only row written.
CREATE OR REPLACE FUNCTION fairway_touch_session(p_session_id uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_user integer;
BEGIN
  UPDATE sessions SET last_seen_at = now()
    WHERE id = p_session_id AND revoked_at IS NULL AND last_seen_at < now()
    RETURNING user_id INTO v_user;
  IF v_user IS NOT NULL THEN
    UPDATE users SET last_active_at = now() WHERE id = v_user;
  END IF;
END $$;

-- Announces on channel fairway_principals, when the transaction commits, whose resolved sessions
-- are out of date: 's<session id>', 'u<user id>' or 'o<organization id>' (trigger arguments: the
-- prefix and the column). Identical payloads of one transaction are delivered once.
CREATE OR REPLACE FUNCTION fairway_principals_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('fairway_principals', TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('fairway_principals', TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;

-- A session ends, is rotated, or gets other limits. The sliding window moving forward is not
-- news; moving it back (or the start, or any expiry) is.
CREATE TRIGGER principals_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.access_hash IS DISTINCT FROM NEW.access_hash
    OR OLD.access_expires_at IS DISTINCT FROM NEW.access_expires_at
    OR OLD.absolute_expires_at IS DISTINCT FROM NEW.absolute_expires_at
    OR OLD.idle_minutes IS DISTINCT FROM NEW.idle_minutes
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR NEW.last_seen_at < OLD.last_seen_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION fairway_principals_changed('s', 'id');
CREATE TRIGGER principals_removed AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION fairway_principals_changed('s', 'id');

-- A user is suspended, deactivated, must change their password, moves or goes.
CREATE TRIGGER principals_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION fairway_principals_changed('u', 'id');
CREATE TRIGGER principals_removed AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION fairway_principals_changed('u', 'id');

-- A user gains or loses a role.
CREATE TRIGGER principals_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW
  EXECUTE FUNCTION fairway_principals_changed('u', 'user_id');

-- A role's permissions or name change, or the role goes: everyone of its club.
CREATE TRIGGER principals_changed AFTER UPDATE ON roles FOR EACH ROW
  WHEN (OLD.permissions IS DISTINCT FROM NEW.permissions
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION fairway_principals_changed('o', 'organization_id');
CREATE TRIGGER principals_removed AFTER DELETE ON roles FOR EACH ROW
  EXECUTE FUNCTION fairway_principals_changed('o', 'organization_id');
