-- Crossover (two-tee) starts: a course may send groups off the 1st and the 10th tee at the same
-- time. Each generated time then exists once per tee, each with the slot's capacity; a tee time's
-- identity becomes (course, date, time, tee). Courses that do not run crossover starts keep one
-- row per time on the 1st tee, as before.
ALTER TABLE courses
  ADD COLUMN crossover_starts boolean NOT NULL DEFAULT false;

ALTER TABLE tee_times
  ADD COLUMN start_tee smallint NOT NULL DEFAULT 1 CHECK (start_tee IN (1, 10));

ALTER TABLE tee_times
  DROP CONSTRAINT tee_times_course_id_date_start_time_key,
  ADD CONSTRAINT tee_times_course_id_date_start_time_start_tee_key
    UNIQUE (course_id, date, start_time, start_tee);
