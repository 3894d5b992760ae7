-- Member numbers: what the club's desk and cards know a member by, so staff can tell two people
-- of the same name apart. Optional (staff and guests have none); unique within a club.
ALTER TABLE users
  ADD COLUMN member_number text
    CHECK (member_number IS NULL OR member_number ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$');

CREATE UNIQUE INDEX users_member_number_key ON users (organization_id, member_number)
  WHERE member_number IS NOT NULL;
