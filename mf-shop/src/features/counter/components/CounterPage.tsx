import { useEffect, useRef, useState } from 'react';
import {
  Button,
  LiveMessage,
  Notice,
  PageHeader,
  ResourceStatus,
  money,
  notify,
  pageStyles,
  useDocumentTitle,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { MAX_ORDER_LINES } from '@fairway/shared-api/shop';
import { SECTION_NAME } from '../../../app/sections';
import { Receipt, ReceiptActions } from '../../orders/components/Receipt';
import { useCounterSale } from '../hooks/useCounterSale';
import { useSaleStock } from '../hooks/useSaleStock';
import { counterMessages } from '../i18n';
import { saleTotal, saleUnits, shortLineOf, type CounterItem, type SaleLine } from '../utils/sale';
import { CustomerPicker } from './CustomerPicker';
import { ItemSearch } from './ItemSearch';
import { PaymentPanel } from './PaymentPanel';
import { SaleLines } from './SaleLines';
import styles from './Counter.module.css';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /shop/counter (shop:write): the point of sale. Scan or search items into the sale, pick the
 * customer (a walk-in, or a member), take the payment (cash with change, card, or the member's
 * account) and hand the receipt (print, e-mail). Keys: / search, F2 or Ctrl+Enter payment,
 * Escape clears the search or goes back to the sale.
 */
export function CounterPage() {
  const t = useT(counterMessages);
  const f = useFormat();
  useDocumentTitle(t('title'), SECTION_NAME);
  const stock = useSaleStock();
  const sale = useCounterSale();
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const memberRef = useRef<HTMLInputElement>(null);
  const total = saleTotal(sale.lines);
  /** Making the order failed (409 "Only 2 left of …"): said on the sale, whose lines can change. */
  const conflict = sale.failure?.step === 'order' ? sale.failure.message : null;
  const shortName = conflict ? (shortLineOf(conflict)?.name ?? null) : null;

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const handleAdd = (item: CounterItem) => {
    const outcome = sale.add(item);
    if (outcome.kind === 'added') {
      setProblem(null);
      sale.clearFailure();
      setSaid(
        outcome.quantity === 1
          ? t('added', { name: item.name })
          : t('addedAgain', { name: item.name, count: outcome.quantity }),
      );
    } else {
      const text =
        outcome.kind === 'short'
          ? t('notEnough', { count: outcome.available, name: item.name })
          : t('saleFull', { count: MAX_ORDER_LINES });
      setProblem(text);
      setSaid(text);
    }
  };

  const handleQuantity = (line: SaleLine, quantity: number) => {
    sale.changeQuantity(line.inventory_id, quantity);
    sale.clearFailure();
    setProblem(null);
    if (quantity <= 0) setSaid(t('removed', { name: line.name }));
  };

  const handleRemove = (line: SaleLine) => {
    sale.remove(line.inventory_id);
    sale.clearFailure();
    setProblem(null);
    setSaid(t('removed', { name: line.name }));
    searchRef.current?.focus();
  };

  const toPayment = () => {
    if (sale.toPayment()) setProblem(null);
  };

  const backToSale = () => {
    if (sale.backToSale()) requestAnimationFrame(() => searchRef.current?.focus());
  };

  const newSale = () => {
    sale.reset();
    setProblem(null);
    setSaid('');
    void stock.reload();
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  const handleCancelOrder = async () => {
    const id = sale.order?.id;
    if (await sale.cancelOrder()) {
      notify.info(t('orderCancelled', { id: id ?? 0 }));
      void stock.reload();
      requestAnimationFrame(() => searchRef.current?.focus());
    }
  };

  const handlePay = async (body: Parameters<typeof sale.pay>[0]) => {
    const payment = await sale.pay(body);
    if (payment) setSaid(t('saleDone', { id: payment.id, amount: money(payment.total, null, f) }));
    // A refusal ("Only 2 left of …") means the shelf changed: what the search shows follows it.
    else void stock.reload();
  };

  // The page's keys: / search, F2 or Ctrl+Enter payment, Escape back to the sale.
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === '/' && !isTyping(event.target) && sale.stage === 'sale') {
      event.preventDefault();
      searchRef.current?.focus();
    } else if (event.key === 'F2' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
      if (sale.stage === 'sale') {
        event.preventDefault();
        toPayment();
      }
    } else if (
      event.key === 'Escape' &&
      sale.stage === 'payment' &&
      !document.querySelector('[role="dialog"]')
    ) {
      event.preventDefault();
      backToSale();
    }
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const shortcuts = (
    <section aria-labelledby="fw-shop-counter-keys" className={styles['fw-shop-counter-keys']}>
      <h2 id="fw-shop-counter-keys" className={styles['fw-shop-counter-heading']}>
        {t('shortcuts')}
      </h2>
      <dl>
        <div>
          <dt>
            <kbd>/</kbd>
          </dt>
          <dd>{t('shortcutSearch')}</dd>
        </div>
        <div>
          <dt>
            <kbd>↑</kbd> <kbd>↓</kbd>
          </dt>
          <dd>{t('shortcutMove')}</dd>
        </div>
        <div>
          <dt>
            <kbd>Enter</kbd>
          </dt>
          <dd>{t('shortcutAdd')}</dd>
        </div>
        <div>
          <dt>
            <kbd>F2</kbd> / <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
          </dt>
          <dd>{t('shortcutPay')}</dd>
        </div>
        <div>
          <dt>
            <kbd>Esc</kbd>
          </dt>
          <dd>{t('shortcutClear')}</dd>
        </div>
      </dl>
    </section>
  );

  if (sale.stage === 'done' && sale.order && sale.payment) {
    const { change, ...paidOrder } = sale.payment;
    return (
      <div className={pageStyles['fw-ui-page']}>
        <PageHeader title={t('title')} description={t('description')} />
        <LiveMessage text={said} />
        <div className={styles['fw-shop-counter-done']}>
          <Receipt
            order={paidOrder}
            items={sale.order.items}
            tendered={sale.tendered}
            change={change}
          />
          <div className={styles['fw-shop-counter-done-actions']} data-print="hide">
            <ReceiptActions
              orderId={sale.order.id}
              customerEmail={sale.customer?.email ?? sale.order.user?.email ?? null}
            />
            <Button onClick={newSale}>{t('newSale')}</Button>
          </div>
        </div>
      </div>
    );
  }

  const paying = sale.stage === 'payment';

  return (
    <div className={pageStyles['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <LiveMessage text={said} />
      <div className={styles['fw-shop-counter']}>
        <div className={styles['fw-shop-counter-find']}>
          {stock.status === 'ready' ? null : (
            <ResourceStatus
              resource={stock}
              loadingLabel={t('stockLoading')}
              errorTitle={t('stockNotLoaded')}
            />
          )}
          <ItemSearch
            ref={searchRef}
            stock={stock.data ?? null}
            onAdd={handleAdd}
            onMessage={(text) => {
              setProblem(text);
              setSaid(text);
            }}
            disabled={paying}
          />
          {shortcuts}
        </div>
        <section className={styles['fw-shop-counter-sale']} aria-labelledby="fw-shop-counter-sale">
          <div className={styles['fw-shop-counter-sale-head']}>
            <h2 id="fw-shop-counter-sale" className={styles['fw-shop-counter-heading']}>
              {t('sale')}
            </h2>
            {sale.lines.length > 0 && !paying ? (
              <Button variant="ghost" size="sm" onClick={newSale}>
                {t('clearSale')}
              </Button>
            ) : null}
          </div>
          {conflict ? (
            <Notice tone="error" role="alert">
              {conflict}
            </Notice>
          ) : problem ? (
            <Notice tone="warning" role="alert">
              {problem}
            </Notice>
          ) : null}
          <SaleLines
            lines={sale.lines}
            shortName={shortName}
            readOnly={paying}
            onQuantity={handleQuantity}
            onRemove={handleRemove}
          />
          <p className={styles['fw-shop-counter-total']}>
            <span>
              {t('total')}{' '}
              <span className={styles['fw-shop-counter-units']}>
                ({t('itemCount', { count: saleUnits(sale.lines) })})
              </span>
            </span>
            <strong>{money(total, null, f)}</strong>
          </p>
          <CustomerPicker
            ref={memberRef}
            customer={sale.customer}
            onChange={sale.setCustomer}
            disabled={sale.order !== null || sale.paying}
          />
          {paying ? (
            <PaymentPanel
              total={total}
              customer={sale.customer}
              pendingOrderId={sale.order?.id ?? null}
              paying={sale.paying}
              failure={conflict ? null : sale.failure}
              onPay={(body) => void handlePay(body)}
              onBack={backToSale}
              onCancelOrder={() => void handleCancelOrder()}
              onNeedMember={() => memberRef.current?.focus()}
            />
          ) : (
            <Button fullWidth size="lg" disabled={sale.lines.length === 0} onClick={toPayment}>
              {t('takePayment')}
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}
