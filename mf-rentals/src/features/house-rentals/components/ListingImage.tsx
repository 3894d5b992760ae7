import { filesApi } from '../../../shared/api/clients';
import styles from './HouseRentals.module.css';

/**
 * A listing's picture from the club's files, or a plain panel when it has none. Decorative unless
 * `alt` is given (the title is written beside it).
 */
export function ListingImage({ fileId, alt = '' }: { fileId: number | null; alt?: string }) {
  if (fileId === null) return <div className={styles['fw-hr-image']} aria-hidden="true" />;
  return (
    <img
      className={styles['fw-hr-image']}
      src={filesApi().downloadUrl(fileId, { inline: true })}
      alt={alt}
      loading="lazy"
    />
  );
}
