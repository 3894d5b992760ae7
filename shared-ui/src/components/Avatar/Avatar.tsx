import { useState } from 'react';
import styles from './Avatar.module.css';
import { cx } from '../../utils/cx';

export type AvatarProps = {
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  /** Photo URL; the initials show while it is missing or fails to load. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the avatar from screen readers when the name is written next to it. */
  decorative?: boolean;
  className?: string;
};

/** Up to two initials: "Ana María López" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

function toneOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 5;
}

/** A person's photo, or their initials on a colour derived from the name. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span
      {...a11y}
      className={cx(
        styles['fw-ui-avatar'],
        styles[`fw-ui-avatar-${size}`],
        !showImage && styles[`fw-ui-avatar-tone-${toneOf(name)}`],
        className,
      )}
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" onError={() => setFailed(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
