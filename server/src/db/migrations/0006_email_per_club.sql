-- An e-mail address is unique within a club, not across the installation: a golfer who belongs
-- to two clubs on one install has an account at each, and a club's admin can no longer learn
-- from a 409 that an address is used at another club.
DROP INDEX IF EXISTS users_email_unique;
CREATE UNIQUE INDEX users_org_email_unique ON users (organization_id, lower(email));
-- Sign-in looks an address up across clubs before the club is known.
CREATE INDEX users_email_idx ON users (lower(email));

-- Every account with the address (one per club at most), oldest first, bounded so a sign-in
-- never checks more than a handful of passwords.
CREATE OR REPLACE FUNCTION fairway_find_account(p_email text)
  RETURNS TABLE (user_id integer, organization_id integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id, organization_id FROM users WHERE lower(email) = lower(p_email)
  ORDER BY id LIMIT 10 $$;

