import { Badge, useT, type BadgeTone, type MessageKey } from '@fairway/shared-ui';
import type {
  AttendanceStatus,
  EnrollmentStatus,
  ScheduleStatus,
  SessionStatus,
  TrainingStatusName,
} from '@fairway/shared-api/academy';
import { academyMessages } from '../i18n/messages';

type AcademyKey = MessageKey<typeof academyMessages>;

type Props =
  | { kind: 'schedule'; status: ScheduleStatus }
  | { kind: 'session'; status: SessionStatus }
  | { kind: 'enrollment'; status: EnrollmentStatus }
  | { kind: 'attendance'; status: AttendanceStatus }
  | { kind: 'request'; status: TrainingStatusName };

const TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  published: 'info',
  scheduled: 'info',
  in_progress: 'warning',
  pending: 'warning',
  REQUESTED: 'warning',
  approved: 'success',
  CONFIRMED: 'success',
  present: 'success',
  completed: 'neutral',
  COMPLETED: 'neutral',
  late: 'warning',
  absent: 'danger',
  excused: 'neutral',
  cancelled: 'danger',
  CANCELLED: 'danger',
  withdrawn: 'neutral',
};

/** A schedule's, session's, enrolment's, attendance's or lesson request's status, in words. */
export function StatusBadge({ kind, status }: Props) {
  const t = useT(academyMessages);
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`${kind}_${status}` as AcademyKey)}</Badge>;
}
