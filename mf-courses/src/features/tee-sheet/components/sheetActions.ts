import type { TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';

/** What the desk can do from the sheet; the course's sheet carries each out. */
export type SheetActions = {
  onBook: (row: TeeSheetRow) => void;
  onBlock: (row: TeeSheetRow) => void;
  onBlockRange: (row: TeeSheetRow | null) => void;
  onUnblock: (row: TeeSheetRow) => void;
  onMove: (booking: TeeTimeBooking) => void;
  onCancel: (booking: TeeTimeBooking) => void;
  onCheckIn: (booking: TeeTimeBooking, checkedIn: boolean) => void;
  onPaid: (booking: TeeTimeBooking) => void;
  onUnpaid: (booking: TeeTimeBooking) => void;
  onNoShow: (booking: TeeTimeBooking, noShow: boolean) => void;
  onNotes: (booking: TeeTimeBooking) => void;
  /** A booking dropped on another time of the same day. */
  onDrop: (booking: TeeTimeBooking, row: TeeSheetRow) => void;
};
