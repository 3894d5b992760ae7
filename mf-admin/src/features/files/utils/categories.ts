/** 'item-images' → 'Item images': how a category reads on screen. */
export function categoryLabel(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** How long a share link lasts: the choices offered, in seconds. */
export const SHARE_EXPIRY_CHOICES = [
  { value: String(60 * 60), label: '1 hour' },
  { value: String(24 * 60 * 60), label: '1 day' },
  { value: String(7 * 24 * 60 * 60), label: '7 days' },
] as const;
