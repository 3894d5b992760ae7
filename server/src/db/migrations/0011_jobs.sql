-- Background jobs (app.jobs, plugins/platform/jobs) when no Redis is configured: a queue in the
-- app's database, so queued work survives a restart. A club's jobs stand behind the tenant wall
-- like every organization table (their status is read in the club's scope); platform jobs, which
-- belong to no club, have a table of their own. The runner claims work across clubs through the
-- owner's functions below, one statement each: no transaction stays open while a handler runs.
--
-- A job is 'waiting' until run_at, then 'active' while a runner holds it: run_at and locked_until
-- then say when its lock runs out (the runner renews it while the handler runs). A job whose
-- runner stopped (crash, restart) is claimed again once its lock has run out.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  -- Who queued it: may read its status and hears its progress live.
  user_id integer,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  data jsonb NOT NULL DEFAULT 'null'::jsonb,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'active', 'completed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 100),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text CHECK (char_length(error) <= 1000),
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- Composite, like every reference between organization-owned tables (0008_tenant_wall.sql).
  CONSTRAINT jobs_user_id_fkey FOREIGN KEY (organization_id, user_id)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (user_id)
);

CREATE TABLE platform_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  data jsonb NOT NULL DEFAULT 'null'::jsonb,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'active', 'completed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 100),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text CHECK (char_length(error) <= 1000),
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

-- What the runner looks for (the next job due), and the finished jobs it clears after a week.
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE state IN ('waiting', 'active');
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX platform_jobs_due_idx ON platform_jobs (run_at) WHERE state IN ('waiting', 'active');
CREATE INDEX platform_jobs_finished_idx ON platform_jobs (finished_at) WHERE finished_at IS NOT NULL;

-- The tenant wall: enabled, forced, the one organization policy.
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY org_isolation ON jobs
  USING (organization_id = fairway_current_org())
  WITH CHECK (organization_id = fairway_current_org());

GRANT SELECT, INSERT, UPDATE, DELETE ON jobs, platform_jobs TO fairway_app;

-- Every process's runner wakes up when a job is queued or put back for a retry (channel
-- fairway_jobs, delivered when the transaction commits), so no runner has to poll.
CREATE OR REPLACE FUNCTION fairway_jobs_queued() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fairway_jobs', '');
  RETURN NULL;
END $$;
CREATE TRIGGER jobs_queued AFTER INSERT ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_jobs_queued();
CREATE TRIGGER jobs_queued AFTER INSERT ON platform_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION fairway_jobs_queued();

-- Claims the job due first among the names this runner has handlers for, in any club or the
-- platform's, and locks it for p_lock_ms; SKIP LOCKED lets several runners claim side by side.
-- A job whose lock ran out on its last attempt is failed for good first. When nothing is due it
-- answers one row with only next_due: when the next job (or lock) is, or NULL when none is.
CREATE OR REPLACE FUNCTION fairway_claim_job(p_names text[], p_lock_ms integer)
  RETURNS TABLE (id uuid, organization_id integer, user_id integer, name text, data jsonb,
    attempts integer, max_attempts integer, next_due timestamptz)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
#variable_conflict use_column
DECLARE
  v_lock timestamptz := now() + make_interval(secs => p_lock_ms / 1000.0);
  v_interrupted constant text := 'The job was interrupted (its server stopped) on its last attempt';
  v_club uuid;
  v_club_at timestamptz;
  v_platform uuid;
  v_platform_at timestamptz;
BEGIN
  UPDATE jobs j SET state = 'failed', error = v_interrupted, locked_until = NULL, finished_at = now()
    WHERE j.state = 'active' AND j.run_at <= now() AND j.attempts >= j.max_attempts
      AND j.name = ANY (p_names);
  UPDATE platform_jobs j SET state = 'failed', error = v_interrupted, locked_until = NULL,
      finished_at = now()
    WHERE j.state = 'active' AND j.run_at <= now() AND j.attempts >= j.max_attempts
      AND j.name = ANY (p_names);

  SELECT j.id, j.run_at INTO v_club, v_club_at FROM jobs j
    WHERE j.state IN ('waiting', 'active') AND j.run_at <= now() AND j.name = ANY (p_names)
    ORDER BY j.run_at LIMIT 1 FOR UPDATE SKIP LOCKED;
  SELECT j.id, j.run_at INTO v_platform, v_platform_at FROM platform_jobs j
    WHERE j.state IN ('waiting', 'active') AND j.run_at <= now() AND j.name = ANY (p_names)
    ORDER BY j.run_at LIMIT 1 FOR UPDATE SKIP LOCKED;

  IF v_club IS NOT NULL AND (v_platform IS NULL OR v_club_at <= v_platform_at) THEN
    RETURN QUERY
      WITH claimed AS (
        UPDATE jobs j SET state = 'active', attempts = j.attempts + 1, run_at = v_lock,
            locked_until = v_lock
          WHERE j.id = v_club
          RETURNING j.id, j.organization_id, j.user_id, j.name, j.data, j.attempts, j.max_attempts)
      SELECT c.*, NULL::timestamptz FROM claimed c;
  ELSIF v_platform IS NOT NULL THEN
    RETURN QUERY
      WITH claimed AS (
        UPDATE platform_jobs j SET state = 'active', attempts = j.attempts + 1, run_at = v_lock,
            locked_until = v_lock
          WHERE j.id = v_platform
          RETURNING j.id, NULL::integer AS organization_id, NULL::integer AS user_id, j.name, j.data, j.attempts, j.max_attempts)
      SELECT c.*, NULL::timestamptz FROM claimed c;
  ELSE
    RETURN QUERY SELECT NULL::uuid, NULL::integer, NULL::integer, NULL::text, NULL::jsonb,
      NULL::integer, NULL::integer,
      (SELECT min(d.run_at) FROM (
        SELECT j.run_at FROM jobs j
          WHERE j.state IN ('waiting', 'active') AND j.name = ANY (p_names)
        UNION ALL
        SELECT j.run_at FROM platform_jobs j
          WHERE j.state IN ('waiting', 'active') AND j.name = ANY (p_names)) d);
  END IF;
END $$;

-- Keeps the locks of the jobs a runner is running.
CREATE OR REPLACE FUNCTION fairway_renew_jobs(p_ids uuid[], p_lock_ms integer) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_lock timestamptz := now() + make_interval(secs => p_lock_ms / 1000.0);
BEGIN
  UPDATE jobs SET run_at = v_lock, locked_until = v_lock WHERE id = ANY (p_ids) AND state = 'active';
  UPDATE platform_jobs SET run_at = v_lock, locked_until = v_lock
    WHERE id = ANY (p_ids) AND state = 'active';
END $$;

-- The rest change the job only while the caller's attempt still holds it (a runner whose lock ran
-- out and whose job was claimed again changes nothing) and answer whether it did.
CREATE OR REPLACE FUNCTION fairway_job_progress(p_id uuid, p_attempt integer, p_progress real)
  RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE jobs SET progress = p_progress WHERE id = p_id AND state = 'active' AND attempts = p_attempt;
  IF NOT FOUND THEN
    UPDATE platform_jobs SET progress = p_progress
      WHERE id = p_id AND state = 'active' AND attempts = p_attempt;
  END IF;
  RETURN FOUND;
END $$;

-- Completes a job with its result, and clears some of the jobs finished over a week ago.
CREATE OR REPLACE FUNCTION fairway_finish_job(p_id uuid, p_attempt integer, p_result jsonb)
  RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_done boolean;
BEGIN
  UPDATE jobs SET state = 'completed', progress = 100, result = p_result, error = NULL,
      locked_until = NULL, finished_at = now()
    WHERE id = p_id AND state = 'active' AND attempts = p_attempt;
  IF NOT FOUND THEN
    UPDATE platform_jobs SET state = 'completed', progress = 100, result = p_result, error = NULL,
        locked_until = NULL, finished_at = now()
      WHERE id = p_id AND state = 'active' AND attempts = p_attempt;
  END IF;
  v_done := FOUND;
  DELETE FROM jobs WHERE id IN (SELECT id FROM jobs
    WHERE finished_at < now() - interval '7 days' ORDER BY finished_at LIMIT 100);
  DELETE FROM platform_jobs WHERE id IN (SELECT id FROM platform_jobs
    WHERE finished_at < now() - interval '7 days' ORDER BY finished_at LIMIT 100);
  RETURN v_done;
END $$;

-- A failed attempt: back to 'waiting' until now + p_retry_ms, or (p_retry_ms NULL) failed for good.
CREATE OR REPLACE FUNCTION fairway_fail_job(p_id uuid, p_attempt integer, p_error text,
    p_retry_ms integer)
  RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_state text := CASE WHEN p_retry_ms IS NULL THEN 'failed' ELSE 'waiting' END;
  v_run_at timestamptz := now() + make_interval(secs => coalesce(p_retry_ms, 0) / 1000.0);
  v_finished timestamptz := CASE WHEN p_retry_ms IS NULL THEN now() END;
BEGIN
  UPDATE jobs SET state = v_state, error = left(p_error, 1000), run_at = v_run_at,
      locked_until = NULL, finished_at = v_finished
    WHERE id = p_id AND state = 'active' AND attempts = p_attempt;
  IF NOT FOUND THEN
    UPDATE platform_jobs SET state = v_state, error = left(p_error, 1000), run_at = v_run_at,
        locked_until = NULL, finished_at = v_finished
      WHERE id = p_id AND state = 'active' AND attempts = p_attempt;
  END IF;
  IF FOUND AND p_retry_ms IS NOT NULL THEN
    PERFORM pg_notify('fairway_jobs', '');
  END IF;
  RETURN FOUND;
END $$;

-- How many jobs of these names are waiting or running, in every club and the platform's (drain).
CREATE OR REPLACE FUNCTION fairway_jobs_pending(p_names text[]) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT ((SELECT count(*) FROM jobs WHERE state IN ('waiting', 'active') AND name = ANY (p_names))
    + (SELECT count(*) FROM platform_jobs
       WHERE state IN ('waiting', 'active') AND name = ANY (p_names)))::integer $$;
