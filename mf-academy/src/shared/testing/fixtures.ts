// Test fixtures for the academy screens, shaped as the contract says (CONTRACT_RESPONSES checks
// the answers a test's server gives).
import type {
  Attendance,
  Candidate,
  CandidateNote,
  Enrollment,
  Schedule,
  ScheduleSummary,
  Session,
  Trainer,
  Training,
  TrainingPlan,
  TrainingType,
  TrainingUser,
} from '@fairway/shared-api/academy';

export const ACADEMY = '/api/settings/academy';
export const TRAININGS = '/api/settings/trainings';

const STAMP = '2026-11-01T09:00:00.000Z';
const stamps = { created_at: STAMP, updated_at: STAMP };

export function makeTrainer(overrides: Partial<Trainer> = {}): Trainer {
  return {
    id: 1,
    user_id: 5,
    first_name: 'Tom',
    last_name: 'Coach',
    name: 'Tom Coach',
    email: 'tom@example.org',
    phone: null,
    specialty: 'Short game',
    bio: null,
    hourly_rate: 6000,
    is_active: true,
    ...stamps,
    ...overrides,
  };
}

export function makeTrainingType(overrides: Partial<TrainingType> = {}): TrainingType {
  return {
    id: 1,
    name: 'Short game',
    description: null,
    default_duration_minutes: 60,
    is_active: true,
    ...stamps,
    ...overrides,
  };
}

export function makePlan(overrides: Partial<TrainingPlan> = {}): TrainingPlan {
  return {
    id: 1,
    name: 'Short game basics',
    description: null,
    training_type_id: 1,
    training_type_name: 'Short game',
    level: 'beginner',
    total_sessions: 4,
    session_duration_minutes: 60,
    objectives: null,
    is_active: true,
    ...stamps,
    ...overrides,
  };
}

export function makeCandidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 1,
    user_id: 7,
    first_name: 'Ana',
    last_name: 'López',
    name: 'Ana López',
    email: 'ana@example.org',
    phone: null,
    date_of_birth: null,
    handicap: 24.5,
    skill_level: 'beginner',
    goals: null,
    is_active: true,
    ...stamps,
    ...overrides,
  };
}

export function makeNote(overrides: Partial<CandidateNote> = {}): CandidateNote {
  return {
    id: 1,
    candidate_id: 1,
    candidate_name: 'Ana López',
    trainer_id: 1,
    author_id: 5,
    author_name: 'Tom Coach',
    session_id: null,
    note: 'Grip much better; work on tempo.',
    ...stamps,
    ...overrides,
  };
}

export function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: 1,
    name: 'Winter short game',
    description: null,
    training_plan_id: 1,
    training_plan_name: 'Short game basics',
    training_type_name: 'Short game',
    trainer_id: 1,
    trainer_name: 'Tom Coach',
    start_date: '2026-12-01',
    end_date: '2026-12-22',
    max_participants: 8,
    total_sessions: 4,
    price: 12000,
    member_price: 9000,
    location: 'Practice ground',
    status: 'published',
    cancel_reason: null,
    published_at: STAMP,
    cancelled_at: null,
    completed_at: null,
    places_taken: 3,
    places_left: 5,
    session_count: 4,
    ...stamps,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ScheduleSummary> = {}): ScheduleSummary {
  return {
    schedule_id: 1,
    status: 'published',
    max_participants: 8,
    places_taken: 3,
    places_left: 5,
    enrollments: { pending: 1, approved: 2, withdrawn: 0, completed: 0 },
    sessions: { planned: 4, scheduled: 3, in_progress: 0, completed: 1, cancelled: 0 },
    attendance_rate: 0.5,
    average_progress: 3.5,
    revenue: 18000,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 1,
    schedule_id: 1,
    schedule_name: 'Winter short game',
    schedule_status: 'published',
    trainer_id: 1,
    trainer_name: 'Tom Coach',
    session_number: 1,
    title: null,
    session_date: '2026-12-01',
    start_time: '10:00',
    end_time: '11:00',
    starts_at: '2026-12-01T10:00:00.000Z',
    ends_at: '2026-12-01T11:00:00.000Z',
    location: 'Practice ground',
    status: 'scheduled',
    notes: null,
    cancel_reason: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    expected_count: 2,
    attended_count: 0,
    marked_count: 0,
    ...stamps,
    ...overrides,
  };
}

export function makeEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: 1,
    schedule_id: 1,
    schedule_name: 'Winter short game',
    schedule_status: 'published',
    schedule_start_date: '2026-12-01',
    schedule_end_date: '2026-12-22',
    trainer_name: 'Tom Coach',
    candidate_id: 1,
    candidate_name: 'Ana López',
    candidate_user_id: 7,
    status: 'approved',
    price: 9000,
    notes: null,
    enrolled_at: STAMP,
    approved_by: 1,
    approved_at: STAMP,
    withdrawn_at: null,
    withdraw_reason: null,
    completed_at: null,
    ...stamps,
    ...overrides,
  };
}

export function makeAttendance(overrides: Partial<Attendance> = {}): Attendance {
  return {
    id: 1,
    session_id: 1,
    session_date: '2026-12-01',
    start_time: '10:00',
    session_number: 1,
    schedule_id: 1,
    schedule_name: 'Winter short game',
    enrollment_id: 1,
    candidate_id: 1,
    candidate_name: 'Ana López',
    status: 'present',
    participation_level: 4,
    progress_rating: 3,
    trainer_notes: null,
    marked_by: 5,
    marked_at: STAMP,
    ...stamps,
    ...overrides,
  };
}

export function makeTraining(overrides: Partial<Training> = {}): Training {
  return {
    id: 1,
    course_id: 1,
    course_name: 'Old Course',
    name: 'Putting lesson',
    description: null,
    trainer_id: 1,
    trainer_name: 'Tom Coach',
    duration_minutes: 45,
    price: 4000,
    max_participants: 1,
    is_active: true,
    ...stamps,
    ...overrides,
  };
}

export function makeTrainingRequest(overrides: Partial<TrainingUser> = {}): TrainingUser {
  return {
    id: 1,
    training_id: 1,
    training_name: 'Putting lesson',
    course_id: 1,
    course_name: 'Old Course',
    user_id: 7,
    user_name: 'Ana López',
    status_id: 1,
    status: 'REQUESTED',
    status_name: 'Requested',
    preferred_date: '2026-12-03',
    training_date: null,
    proposed_date: null,
    proposal_note: null,
    notes: null,
    ...stamps,
    ...overrides,
  };
}
