import type { BadgeTone } from '@fairway/shared-ui';
import {
  MAINTENANCE_FINAL_STATUS_IDS,
  MAINTENANCE_STATUS_IDS,
  type MaintenanceJob,
  type MaintenanceStatusId,
} from '@fairway/shared-api/house-maintenance';

/** The board's columns, in order: Reported … Cancelled. */
export const STATUS_IDS = Object.values(MAINTENANCE_STATUS_IDS) as MaintenanceStatusId[];

export const COMPLETED = MAINTENANCE_STATUS_IDS.completed;

export const isFinal = (statusId: number) =>
  (MAINTENANCE_FINAL_STATUS_IDS as readonly number[]).includes(statusId);

/** The statuses a job can move to now, as the server said (Completed goes through resolve). */
export const movesOf = (job: MaintenanceJob) =>
  job.next_status_ids.filter((id) => STATUS_IDS.includes(id as MaintenanceStatusId));

/** How a status reads at a glance (the words carry the meaning, the tone only helps). */
export function statusTone(statusId: number): BadgeTone {
  switch (statusId) {
    case MAINTENANCE_STATUS_IDS.reported:
    case MAINTENANCE_STATUS_IDS.on_hold:
      return 'warning';
    case MAINTENANCE_STATUS_IDS.scheduled:
    case MAINTENANCE_STATUS_IDS.in_progress:
      return 'info';
    case MAINTENANCE_STATUS_IDS.completed:
      return 'success';
    default:
      return 'neutral';
  }
}

export function priorityTone(priority: string): BadgeTone {
  return priority === 'urgent' ? 'danger' : priority === 'high' ? 'warning' : 'neutral';
}

/** "status_3" for the catalogue (statuses 1–6). */
export const statusKey = (statusId: number) =>
  `status_${Math.min(6, Math.max(1, statusId))}` as `status_${MaintenanceStatusId}`;
