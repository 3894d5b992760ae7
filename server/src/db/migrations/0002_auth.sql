-- Auth: indexes for the lookups the auth module makes.

-- Forgot password counts a user's recent unused links; completing a reset spends all of them.
CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at);

-- Expired throttle counters are pruned by the age of their window.
CREATE INDEX login_throttle_window_idx ON login_throttle (window_started_at);

-- The organization's API tokens, newest first.
CREATE INDEX api_tokens_org_idx ON api_tokens (organization_id, id);
