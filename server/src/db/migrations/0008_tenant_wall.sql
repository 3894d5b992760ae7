-- One tenant rule: row-level security is the wall between organizations. Every table with
-- organization_id is row-level secured (enabled and forced) by the organization policy, queries
-- do not repeat the organization filter, inserts name organization_id, and a row can only
-- reference a row of its own organization: every reference between organization-owned tables is
-- a composite foreign key (organization_id, x_id) -> parent (organization_id, id). Foreign keys
-- are checked without row-level security, so a plain x_id -> parent(id) would accept another
-- club's id. test/tenant-catalog.test.ts checks all of this from the catalog.

-- Refresh tokens belong to their session's organization.
ALTER TABLE refresh_tokens ADD COLUMN organization_id integer
  REFERENCES organizations(id) ON DELETE CASCADE;
UPDATE refresh_tokens r SET organization_id = s.organization_id FROM sessions s WHERE s.id = r.session_id;
ALTER TABLE refresh_tokens ALTER COLUMN organization_id SET NOT NULL;

-- The parents a composite foreign key points at.
ALTER TABLE users ADD CONSTRAINT users_organization_id_id_key UNIQUE (organization_id, id);
DROP INDEX users_org_idx; -- the unique index above serves the same lookups
ALTER TABLE roles ADD CONSTRAINT roles_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE sessions ADD CONSTRAINT sessions_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE courses ADD CONSTRAINT courses_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE holes ADD CONSTRAINT holes_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE tee_times ADD CONSTRAINT tee_times_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE tee_time_bookings
  ADD CONSTRAINT tee_time_bookings_organization_id_id_key UNIQUE (organization_id, id);

-- Every reference between organization-owned tables, same names and delete rules as before.
-- SET NULL names its column: organization_id itself stays. A database that already holds a
-- reference across organizations stops here, naming the constraint: that row is a breach to
-- look at, not something to carry over silently.
ALTER TABLE user_roles
  DROP CONSTRAINT user_roles_user_id_fkey,
  ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT user_roles_role_id_fkey,
  ADD CONSTRAINT user_roles_role_id_fkey FOREIGN KEY (organization_id, role_id)
    REFERENCES roles (organization_id, id) ON DELETE CASCADE;

ALTER TABLE sessions
  DROP CONSTRAINT sessions_user_id_fkey,
  ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE refresh_tokens
  DROP CONSTRAINT refresh_tokens_session_id_fkey,
  ADD CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (organization_id, session_id)
    REFERENCES sessions (organization_id, id) ON DELETE CASCADE;

ALTER TABLE api_tokens
  DROP CONSTRAINT api_tokens_user_id_fkey,
  ADD CONSTRAINT api_tokens_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE login_history
  DROP CONSTRAINT login_history_user_id_fkey,
  ADD CONSTRAINT login_history_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE user_activity
  DROP CONSTRAINT user_activity_user_id_fkey,
  ADD CONSTRAINT user_activity_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT user_activity_actor_id_fkey,
  ADD CONSTRAINT user_activity_actor_id_fkey FOREIGN KEY (organization_id, actor_id)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (actor_id);

ALTER TABLE password_resets
  DROP CONSTRAINT password_resets_user_id_fkey,
  ADD CONSTRAINT password_resets_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT password_resets_created_by_fkey,
  ADD CONSTRAINT password_resets_created_by_fkey FOREIGN KEY (organization_id, created_by)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (created_by);

ALTER TABLE invitations
  DROP CONSTRAINT invitations_user_id_fkey,
  ADD CONSTRAINT invitations_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT invitations_invited_by_fkey,
  ADD CONSTRAINT invitations_invited_by_fkey FOREIGN KEY (organization_id, invited_by)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (invited_by);

ALTER TABLE user_preferences
  DROP CONSTRAINT user_preferences_user_id_fkey,
  ADD CONSTRAINT user_preferences_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE profiles
  DROP CONSTRAINT profiles_user_id_fkey,
  ADD CONSTRAINT profiles_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE golf_preferences
  DROP CONSTRAINT golf_preferences_user_id_fkey,
  ADD CONSTRAINT golf_preferences_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE holes
  DROP CONSTRAINT holes_course_id_fkey,
  ADD CONSTRAINT holes_course_id_fkey FOREIGN KEY (organization_id, course_id)
    REFERENCES courses (organization_id, id) ON DELETE CASCADE;

ALTER TABLE hole_rules
  DROP CONSTRAINT hole_rules_hole_id_fkey,
  ADD CONSTRAINT hole_rules_hole_id_fkey FOREIGN KEY (organization_id, hole_id)
    REFERENCES holes (organization_id, id) ON DELETE RESTRICT;

ALTER TABLE sand_traps
  DROP CONSTRAINT sand_traps_hole_id_fkey,
  ADD CONSTRAINT sand_traps_hole_id_fkey FOREIGN KEY (organization_id, hole_id)
    REFERENCES holes (organization_id, id) ON DELETE CASCADE;

ALTER TABLE opening_hours
  DROP CONSTRAINT opening_hours_course_id_fkey,
  ADD CONSTRAINT opening_hours_course_id_fkey FOREIGN KEY (organization_id, course_id)
    REFERENCES courses (organization_id, id) ON DELETE CASCADE;

ALTER TABLE special_closures
  DROP CONSTRAINT special_closures_course_id_fkey,
  ADD CONSTRAINT special_closures_course_id_fkey FOREIGN KEY (organization_id, course_id)
    REFERENCES courses (organization_id, id) ON DELETE CASCADE;

ALTER TABLE on_course_services
  DROP CONSTRAINT on_course_services_course_id_fkey,
  ADD CONSTRAINT on_course_services_course_id_fkey FOREIGN KEY (organization_id, course_id)
    REFERENCES courses (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT on_course_services_requested_by_user_id_fkey,
  ADD CONSTRAINT on_course_services_requested_by_user_id_fkey
    FOREIGN KEY (organization_id, requested_by_user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT on_course_services_resolved_by_user_id_fkey,
  ADD CONSTRAINT on_course_services_resolved_by_user_id_fkey
    FOREIGN KEY (organization_id, resolved_by_user_id)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (resolved_by_user_id);

ALTER TABLE tee_times
  DROP CONSTRAINT tee_times_course_id_fkey,
  ADD CONSTRAINT tee_times_course_id_fkey FOREIGN KEY (organization_id, course_id)
    REFERENCES courses (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT tee_times_blocked_by_user_id_fkey,
  ADD CONSTRAINT tee_times_blocked_by_user_id_fkey FOREIGN KEY (organization_id, blocked_by_user_id)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (blocked_by_user_id);

ALTER TABLE tee_time_bookings
  DROP CONSTRAINT tee_time_bookings_tee_time_id_fkey,
  ADD CONSTRAINT tee_time_bookings_tee_time_id_fkey FOREIGN KEY (organization_id, tee_time_id)
    REFERENCES tee_times (organization_id, id) ON DELETE RESTRICT,
  DROP CONSTRAINT tee_time_bookings_user_id_fkey,
  ADD CONSTRAINT tee_time_bookings_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT tee_time_bookings_booked_by_user_id_fkey,
  ADD CONSTRAINT tee_time_bookings_booked_by_user_id_fkey FOREIGN KEY (organization_id, booked_by_user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

ALTER TABLE tee_time_booking_players
  DROP CONSTRAINT tee_time_booking_players_booking_id_fkey,
  ADD CONSTRAINT tee_time_booking_players_booking_id_fkey FOREIGN KEY (organization_id, booking_id)
    REFERENCES tee_time_bookings (organization_id, id) ON DELETE CASCADE,
  DROP CONSTRAINT tee_time_booking_players_user_id_fkey,
  ADD CONSTRAINT tee_time_booking_players_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (user_id);

ALTER TABLE idempotency_keys
  DROP CONSTRAINT idempotency_keys_user_id_fkey,
  ADD CONSTRAINT idempotency_keys_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE CASCADE;

-- Every table with organization_id, found in the catalog (sessions and refresh_tokens had none,
-- and a table added without its policy gets it here too): enabled, forced, one policy.
DO $$
DECLARE t text; enabled boolean; forced boolean;
BEGIN
  FOR t, enabled, forced IN
    SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_class c
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
  LOOP
    IF NOT enabled THEN EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t); END IF;
    IF NOT forced THEN EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t); END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies
                   WHERE schemaname = 'public' AND tablename = t AND policyname = 'org_isolation') THEN
      EXECUTE format('CREATE POLICY org_isolation ON %I USING (organization_id = fairway_current_org()) WITH CHECK (organization_id = fairway_current_org())', t);
    END IF;
  END LOOP;
END $$;

-- Sessions are now behind the wall; the two things done with one before its organization is
-- known go through functions, like the sign-in lookups. A refresh token names its organization
-- (only its holder has it); the server then rotates it inside that organization's scope.
CREATE OR REPLACE FUNCTION fairway_find_refresh_token(p_token_hash text)
  RETURNS TABLE (organization_id integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT organization_id FROM refresh_tokens WHERE token_hash = p_token_hash $$;

-- Ends one session by its id, in whichever organization it is: sign-out, a user found inactive,
-- and a new sign-in replacing the session the browser held (possibly at another club). The id
-- only ever comes from the caller's own resolved session; no call returns another's.
CREATE OR REPLACE FUNCTION fairway_end_session(p_session_id uuid, p_reason text) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  UPDATE sessions SET revoked_at = now(), revoked_reason = p_reason
    WHERE id = p_session_id AND revoked_at IS NULL $$;
