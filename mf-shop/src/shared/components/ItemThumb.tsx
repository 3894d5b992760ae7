import { useT } from '@fairway/shared-ui';
import { sharedMessages } from '../i18n';
import { cx } from '../utils/cx';
import styles from './Shop.module.css';

export type ItemThumbProps = {
  /** The picture's address (a thumbnail); null shows a placeholder. */
  url: string | null | undefined;
  /** Small square (a table or basket line) or the card's wide picture. */
  size?: 'sm' | 'md';
};

/** An item's picture, decorative (its name is beside it), or a quiet placeholder without one. */
export function ItemThumb({ url, size = 'md' }: ItemThumbProps) {
  const t = useT(sharedMessages);
  const sizeClass = size === 'sm' ? styles['fw-shop-thumb-sm'] : undefined;
  if (url) {
    return (
      <img className={cx(styles['fw-shop-thumb'], sizeClass)} src={url} alt="" loading="lazy" />
    );
  }
  return (
    <div
      className={cx(styles['fw-shop-thumb'], styles['fw-shop-thumb-placeholder'], sizeClass)}
      title={t('noPicture')}
      aria-hidden="true"
    >
      {/* A golf ball on a tee. */}
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="12" cy="9" r="6" />
        <circle cx="10" cy="7" r="0.6" fill="currentColor" />
        <circle cx="13" cy="6.5" r="0.6" fill="currentColor" />
        <circle cx="14" cy="9.5" r="0.6" fill="currentColor" />
        <circle cx="11" cy="10.5" r="0.6" fill="currentColor" />
        <path d="M9 15h6l-2 2v4h-2v-4z" />
      </svg>
    </div>
  );
}
