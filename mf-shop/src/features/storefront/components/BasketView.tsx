import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  LiveMessage,
  Notice,
  ResourceStatus,
  buttonClassName,
  errorText,
  money,
  notify,
  useFormat,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import type { Basket, BasketLine, Order } from '@fairway/shared-api/shop';
import { commerceApi } from '../../../shared/api/clients';
import { ItemThumb } from '../../../shared/components/ItemThumb';
import { QuantityStepper } from '../../../shared/components/QuantityStepper';
import { newIdempotencyKey } from '../../../shared/utils/idempotency';
import { storefrontMessages } from '../i18n';
import { CheckoutSteps } from './CheckoutSteps';
import styles from './Storefront.module.css';

/** Where checkout is: nothing running, placing the order, paying it, paid, or placed but not paid. */
type Checkout =
  | { phase: 'idle' }
  | { phase: 'ordering' }
  | { phase: 'paying'; order: Order }
  | { phase: 'unpaid'; order: Order; error: string }
  | { phase: 'done'; order: Order };

export type BasketViewProps = {
  basket: Resource<Basket>;
  /** Picture addresses by item id (the basket answers only file ids). */
  images: ReadonlyMap<number, string | null>;
  userId: number;
  onShop: () => void;
};

/** `?view=basket`: the lines with steppers and remove, the total, and "Place order" → pay on account. */
export function BasketView({ basket, images, userId, onShop }: BasketViewProps) {
  const t = useT(storefrontMessages);
  const f = useFormat();
  const [checkout, setCheckout] = useState<Checkout>({ phase: 'idle' });
  const [problem, setProblem] = useState<{ order: boolean; text: string } | null>(null);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const payKey = useRef<string>('');

  const lines = basket.data?.items ?? [];

  const handleQuantity = async (line: BasketLine, quantity: number) => {
    setBusyLine(line.inventory_id);
    setProblem(null);
    try {
      const next = await commerceApi().setBasketLine({ inventory_id: line.inventory_id, quantity });
      basket.setData(next);
    } catch (err) {
      setProblem({ order: false, text: errorText(err) });
      void basket.reload();
    } finally {
      setBusyLine(null);
    }
  };

  const handleRemove = async (line: BasketLine) => {
    setBusyLine(line.inventory_id);
    setProblem(null);
    try {
      const next = await commerceApi().removeFromBasket({ inventory_id: line.inventory_id });
      basket.setData(next);
      notify.success(t('removed', { name: line.item_name }));
    } catch (err) {
      setProblem({ order: false, text: errorText(err) });
    } finally {
      setBusyLine(null);
    }
  };

  const pay = async (order: Order) => {
    setCheckout({ phase: 'paying', order });
    try {
      const paid = await commerceApi().pay(order.id, { payment_method: 'account' }, payKey.current);
      setCheckout({ phase: 'done', order: paid });
    } catch (err) {
      setCheckout({ phase: 'unpaid', order, error: errorText(err) });
    }
  };

  const handlePlaceOrder = async () => {
    setProblem(null);
    setCheckout({ phase: 'ordering' });
    payKey.current = newIdempotencyKey();
    let order: Order;
    try {
      order = await commerceApi().createOrder({ from_basket: true });
    } catch (err) {
      // 409 "Only 2 left of …": nothing was ordered, the basket stays as it was.
      setProblem({ order: true, text: errorText(err) });
      setCheckout({ phase: 'idle' });
      void basket.reload();
      return;
    }
    basket.setData({ user_id: userId, items: [], total: 0 });
    await pay(order);
  };

  if (checkout.phase === 'done') {
    const { order } = checkout;
    return (
      <section aria-labelledby="shop-confirmation">
        <CheckoutSteps step="done" />
        <Notice
          tone="success"
          title={<span id="shop-confirmation">{t('confirmationTitle', { id: order.id })}</span>}
        >
          {t('confirmationMessage', { total: money(order.total, null, f) })}
        </Notice>
        <div className={styles['fw-shop-actions']}>
          <Link to={`/shop/my-orders?order=${order.id}`} className={buttonClassName('primary')}>
            {t('myOrders')}
          </Link>
          <Button variant="secondary" onClick={onShop}>
            {t('continueShopping')}
          </Button>
        </div>
      </section>
    );
  }

  if (checkout.phase === 'paying' || checkout.phase === 'unpaid' || checkout.phase === 'ordering') {
    const running = checkout.phase !== 'unpaid';
    return (
      <section aria-busy={running}>
        <LiveMessage
          text={
            checkout.phase === 'ordering'
              ? t('placing')
              : checkout.phase === 'paying'
                ? t('paying')
                : ''
          }
        />
        <CheckoutSteps step={checkout.phase === 'ordering' ? 'order' : 'pay'} />
        {checkout.phase === 'unpaid' ? (
          <>
            <Notice tone="warning" title={t('payFailedTitle', { id: checkout.order.id })}>
              {checkout.error} {t('payFailedMessage')}
            </Notice>
            <div className={styles['fw-shop-actions']}>
              <Button onClick={() => void pay(checkout.order)}>{t('payAgain')}</Button>
              <Link
                to={`/shop/my-orders?order=${checkout.order.id}`}
                className={buttonClassName('secondary')}
              >
                {t('myOrders')}
              </Link>
            </div>
          </>
        ) : null}
      </section>
    );
  }

  if (basket.status !== 'ready') {
    return (
      <ResourceStatus
        resource={basket}
        loadingLabel={t('loadingBasket')}
        errorTitle={t('basketError')}
      />
    );
  }

  if (lines.length === 0) {
    return (
      <>
        {problem ? <Notice tone="error">{problem.text}</Notice> : null}
        <EmptyState
          title={t('emptyBasketTitle')}
          message={t('emptyBasketMessage')}
          action={<Button onClick={onShop}>{t('browseShop')}</Button>}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="shop-basket-title">
      <h2 id="shop-basket-title">{t('basketTitle')}</h2>
      {problem ? (
        <Notice tone="error" title={t(problem.order ? 'orderFailed' : 'basketUpdateFailed')}>
          {problem.text}
        </Notice>
      ) : null}
      <ul className={styles['fw-shop-lines']} aria-label={t('basketLines')}>
        {lines.map((line) => (
          <li key={line.inventory_id} className={styles['fw-shop-line']}>
            <ItemThumb url={images.get(line.item_id) ?? null} size="sm" />
            <div className={styles['fw-shop-line-body']}>
              <h3>{line.item_name}</h3>
              <p className={styles['fw-shop-muted']}>
                {line.unit_price === null
                  ? t('notForSale')
                  : t('unitPrice', { price: money(line.unit_price, null, f) })}
              </p>
              {line.quantity > line.available ? (
                <p className={styles['fw-shop-warning']}>
                  {t('notEnough', { count: line.available })}
                </p>
              ) : null}
              <div className={styles['fw-shop-line-controls']}>
                <QuantityStepper
                  name={line.item_name}
                  value={line.quantity}
                  max={99}
                  disabled={busyLine === line.inventory_id}
                  onChange={(q) => void handleQuantity(line, q)}
                />
                <strong aria-label={`${t('lineTotal')}: ${money(line.line_total, null, f)}`}>
                  {money(line.line_total, null, f)}
                </strong>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('removeNamed', { name: line.item_name })}
                  disabled={busyLine === line.inventory_id}
                  onClick={() => void handleRemove(line)}
                >
                  {t('remove')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles['fw-shop-total']}>
        <span>{t('total')}</span>
        <span>{money(basket.data.total, null, f)}</span>
      </p>
      <p className={styles['fw-shop-muted']}>{t('paymentNote')}</p>
      <div className={styles['fw-shop-actions']}>
        <Button size="lg" onClick={() => void handlePlaceOrder()}>
          {t('placeOrder')}
        </Button>
        <Button variant="secondary" onClick={onShop}>
          {t('continueShopping')}
        </Button>
      </div>
    </section>
  );
}
