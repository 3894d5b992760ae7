import { useState } from 'react';
import { Badge, Button, money, useFormat, useT } from '@fairway/shared-ui';
import { ItemThumb } from '../../../shared/components/ItemThumb';
import { QuantityStepper } from '../../../shared/components/QuantityStepper';
import { cx } from '../../../shared/utils/cx';
import { storefrontMessages } from '../i18n';
import type { Product } from '../utils/products';
import styles from './Storefront.module.css';

export type ProductCardProps = {
  product: Product;
  /** How many of it the basket holds already. */
  inBasket: number;
  /** Adds `quantity` more to the basket; a rejection is shown by the caller. */
  onAdd: (product: Product, quantity: number) => Promise<void>;
};

/** One item of the shop: picture, name, brand, price, stock, and "Add to basket" with a quantity. */
export function ProductCard({ product, inBasket, onAdd }: ProductCardProps) {
  const t = useT(storefrontMessages);
  const f = useFormat();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const out = product.inventory_id === null || product.quantity <= 0;
  const max = Math.max(1, Math.min(99, product.quantity - inBasket));
  const full = !out && product.quantity - inBasket <= 0;

  const handleAdd = async () => {
    setAdding(true);
    try {
      await onAdd(product, Math.min(quantity, max));
      setQuantity(1);
    } finally {
      setAdding(false);
    }
  };

  return (
    <article
      className={cx(styles['fw-shop-card'], out && styles['fw-shop-card-out'])}
      aria-labelledby={`product-${product.item_id}`}
    >
      <ItemThumb url={product.image_url} />
      <h2 id={`product-${product.item_id}`}>{product.name}</h2>
      {product.brand_name ? (
        <p className={styles['fw-shop-card-brand']}>{product.brand_name}</p>
      ) : null}
      <p className={styles['fw-shop-card-price']}>{money(product.price, null, f)}</p>
      <p className={styles['fw-shop-card-brand']}>
        {out ? (
          <Badge tone="neutral">{t('outOfStock')}</Badge>
        ) : product.low_stock ? (
          <Badge tone="warning">{t('onlyLeft', { count: product.quantity })}</Badge>
        ) : (
          <Badge tone="success">{t('inStock')}</Badge>
        )}
        {inBasket > 0 ? <> · {t('inBasket', { count: inBasket })}</> : null}
      </p>
      {out ? null : (
        <div className={styles['fw-shop-card-actions']}>
          <QuantityStepper
            name={product.name}
            value={Math.min(quantity, max)}
            max={max}
            onChange={setQuantity}
            disabled={full || adding}
          />
          <Button
            size="sm"
            aria-label={t('addToBasketNamed', { name: product.name })}
            onClick={() => void handleAdd()}
            loading={adding}
            loadingLabel={t('adding')}
            disabled={full}
          >
            {t('addToBasket')}
          </Button>
        </div>
      )}
    </article>
  );
}
