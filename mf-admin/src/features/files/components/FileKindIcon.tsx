import type { FileKind } from '../utils/fileKind';

const BADGES: Record<FileKind, { text: string; color: string }> = {
  image: { text: 'IMG', color: 'var(--fw-chart-2)' },
  pdf: { text: 'PDF', color: 'var(--fw-color-danger)' },
  spreadsheet: { text: 'XLS', color: 'var(--fw-color-success)' },
  document: { text: 'DOC', color: 'var(--fw-color-info)' },
  text: { text: 'TXT', color: 'var(--fw-color-text-muted)' },
  archive: { text: 'ZIP', color: 'var(--fw-color-warning)' },
  other: { text: 'FILE', color: 'var(--fw-color-text-muted)' },
};

/** A page with a folded corner and the kind's short name: decorative, the row names the type. */
export function FileKindIcon({ kind, size = 40 }: { kind: FileKind; size?: number }) {
  const badge = BADGES[kind];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path
        d="M9 3h15l9 9v25H9z"
        fill="var(--fw-color-surface)"
        stroke="var(--fw-color-border-strong)"
        strokeWidth="1.5"
      />
      <path d="M24 3v9h9" fill="none" stroke="var(--fw-color-border-strong)" strokeWidth="1.5" />
      <rect x="4" y="21" width="28" height="11" rx="2" fill={badge.color} />
      <text
        x="18"
        y="29.5"
        textAnchor="middle"
        fontSize="8"
        fontWeight="700"
        fontFamily="var(--fw-font-family)"
        fill="#fff"
      >
        {badge.text}
      </text>
    </svg>
  );
}
