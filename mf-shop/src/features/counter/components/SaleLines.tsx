import { IconButton, icons, money, useFormat, useT } from '@fairway/shared-ui';
import { counterMessages } from '../i18n';
import { lineLimit, lineTotal, type SaleLine } from '../utils/sale';
import styles from './Counter.module.css';

export type SaleLinesProps = {
  lines: readonly SaleLine[];
  /** The line a 409 named (its name), marked until the sale changes. */
  shortName?: string | null;
  /** Paying: the lines are fixed. */
  readOnly?: boolean;
  onQuantity: (line: SaleLine, quantity: number) => void;
  onRemove: (line: SaleLine) => void;
};

/** The sale's lines: name, unit price, quantity with − and +, amount, remove. */
export function SaleLines({ lines, shortName, readOnly, onQuantity, onRemove }: SaleLinesProps) {
  const t = useT(counterMessages);
  const f = useFormat();
  if (lines.length === 0)
    return (
      <div className={styles['fw-shop-counter-empty']}>
        <p className={styles['fw-shop-counter-empty-title']}>{t('saleEmpty')}</p>
        <p>{t('saleEmptyHint')}</p>
      </div>
    );
  return (
    <ul className={styles['fw-shop-counter-lines']} aria-label={t('sale')}>
      {lines.map((line) => (
        <li
          key={line.inventory_id}
          className={styles['fw-shop-counter-line']}
          data-short={shortName === line.name || undefined}
        >
          <span className={styles['fw-shop-counter-line-name']}>{line.name}</span>
          <span className={styles['fw-shop-counter-line-unit']}>
            {money(line.unit_price, null, f)}
          </span>
          <span className={styles['fw-shop-counter-line-qty']}>
            {readOnly ? null : (
              <IconButton
                label={t('decrease', { name: line.name })}
                icon={<span aria-hidden="true">−</span>}
                size="sm"
                variant="ghost"
                onClick={() => onQuantity(line, line.quantity - 1)}
              />
            )}
            <span aria-label={t('quantityOf', { name: line.name })} role="status">
              {f.number(line.quantity)}
            </span>
            {readOnly ? null : (
              <IconButton
                label={t('increase', { name: line.name })}
                icon={<span aria-hidden="true">+</span>}
                size="sm"
                variant="ghost"
                disabled={line.quantity >= lineLimit(line)}
                onClick={() => onQuantity(line, line.quantity + 1)}
              />
            )}
          </span>
          <span className={styles['fw-shop-counter-line-total']}>
            {money(lineTotal(line), null, f)}
          </span>
          {readOnly ? null : (
            <IconButton
              label={t('remove', { name: line.name })}
              icon={<icons.CloseIcon />}
              size="sm"
              variant="ghost"
              onClick={() => onRemove(line)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
