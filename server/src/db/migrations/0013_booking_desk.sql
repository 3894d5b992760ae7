-- The pro-shop desk (issue 12): a booking's holes and stored price, and what the desk records on
-- the day of play: checked in, paid (how and by whom), no-show.
ALTER TABLE tee_time_bookings
  ADD COLUMN holes smallint NOT NULL DEFAULT 18 CHECK (holes IN (9, 18)),
  ADD COLUMN price_cents integer CHECK (price_cents IS NULL OR price_cents >= 0),
  -- The BookingPrice as quoted when the booking was made or last repriced.
  ADD COLUMN price jsonb,
  ADD COLUMN checked_in_at timestamptz,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN paid_by_user_id integer,
  ADD COLUMN payment_method text CHECK (payment_method IN ('cash', 'card', 'account')),
  ADD COLUMN no_show_at timestamptz,
  ADD CONSTRAINT tee_time_bookings_checked_in_or_no_show
    CHECK (checked_in_at IS NULL OR no_show_at IS NULL),
  ADD CONSTRAINT tee_time_bookings_paid_method
    CHECK ((paid_at IS NULL) = (payment_method IS NULL)),
  -- Composite, like every reference between organization-owned tables (0008_tenant_wall.sql).
  ADD CONSTRAINT tee_time_bookings_paid_by_user_id_fkey FOREIGN KEY (organization_id, paid_by_user_id)
    REFERENCES users (organization_id, id) ON DELETE SET NULL (paid_by_user_id);

-- The day's check-in and no-show counts go through tee_times (organization_id, course_id, date).
