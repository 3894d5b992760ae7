-- Club security settings: each session carries its club's idle timeout, so the check made on
-- every request needs no settings lookup. NULL (sessions from before this migration) means the
-- installation's SESSION_IDLE_MINUTES; the server caps the value at that setting either way.
ALTER TABLE sessions ADD COLUMN idle_minutes integer CHECK (idle_minutes > 0);

-- A club changing its session lengths updates its live sessions in one statement.
CREATE INDEX sessions_org_live_idx ON sessions (organization_id) WHERE revoked_at IS NULL;
