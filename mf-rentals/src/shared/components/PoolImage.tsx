import { filesApi } from '../api/clients';
import styles from './Rentals.module.css';

/** A rental pool's picture (decorative: the name is written beside it), or a plain panel. */
export function PoolImage({ fileId }: { fileId: number | null }) {
  if (fileId === null) return <div className={styles['fw-rentals-image']} aria-hidden="true" />;
  return (
    <img
      className={styles['fw-rentals-image']}
      src={filesApi().downloadUrl(fileId, { inline: true })}
      alt=""
      loading="lazy"
    />
  );
}
