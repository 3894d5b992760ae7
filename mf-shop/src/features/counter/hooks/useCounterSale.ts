import { useReducer, useRef, useState } from 'react';
import { errorText } from '@fairway/shared-ui';
import {
  newPaymentKey,
  type OrderDetails,
  type OrderPayInput,
  type OrderPayment,
} from '@fairway/shared-api/shop';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { commerceApi } from '../api/clients';
import {
  addToSale,
  shortLineOf,
  setQuantity,
  type AddOutcome,
  type CounterItem,
  type SaleLine,
} from '../utils/sale';

export type Customer = Pick<MemberSearchResult, 'id' | 'name' | 'email' | 'member_number'>;

/** Where the sale is: being filled, being paid, or paid (the receipt). */
export type Stage = 'sale' | 'payment' | 'done';

type State = {
  lines: SaleLine[];
  customer: Customer | null;
  stage: Stage;
  /** The order once made (pending until paid): a retry pays this one, never a second. */
  order: OrderDetails | null;
  payment: OrderPayment | null;
  /** What was tendered in cash (for the receipt), in minor units. */
  tendered: number | null;
};

type Action =
  | { type: 'lines'; lines: SaleLine[] }
  | { type: 'customer'; customer: Customer | null }
  | { type: 'stage'; stage: Stage }
  | { type: 'ordered'; order: OrderDetails }
  | { type: 'orderGone' }
  | { type: 'paid'; payment: OrderPayment; tendered: number | null }
  | { type: 'reset' };

const EMPTY: State = {
  lines: [],
  customer: null,
  stage: 'sale',
  order: null,
  payment: null,
  tendered: null,
};

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'lines':
      return { ...state, lines: action.lines };
    case 'customer':
      return { ...state, customer: action.customer };
    case 'stage':
      return { ...state, stage: action.stage };
    case 'ordered':
      return { ...state, order: action.order };
    case 'orderGone':
      return { ...state, order: null, stage: 'sale' };
    case 'paid':
      return { ...state, payment: action.payment, tendered: action.tendered, stage: 'done' };
    case 'reset':
      return EMPTY;
  }
}

/**
 * A failed step: making the order (nothing is ordered; back to the sale, e.g. 409 "Only 2 left of
 * …") or paying it (the order is made and waits for its payment).
 */
export type PayFailure = { message: string; step: 'order' | 'pay' | 'cancel' };

/**
 * The sale at the counter: its lines, its customer, and taking the payment. Paying makes a
 * `counter` order of the lines (once), then pays it with an Idempotency-Key that stays the same
 * for retries of the same payment, so a double click or a retry after a lost answer pays once.
 */
export function useCounterSale() {
  const [state, dispatch] = useReducer(reduce, EMPTY);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<PayFailure | null>(null);
  const busy = useRef(false);
  /** The key of the payment being attempted, with the body it was sent with. */
  const attempt = useRef<{ orderId: number; body: string; key: string } | null>(null);

  const add = (item: CounterItem): AddOutcome => {
    const outcome = addToSale(state.lines, item);
    if (outcome.kind === 'added') dispatch({ type: 'lines', lines: outcome.lines });
    return outcome;
  };
  const changeQuantity = (inventoryId: number, quantity: number) =>
    dispatch({ type: 'lines', lines: setQuantity(state.lines, inventoryId, quantity) });
  const remove = (inventoryId: number) => changeQuantity(inventoryId, 0);
  const setCustomer = (customer: Customer | null) => dispatch({ type: 'customer', customer });
  const toPayment = () => {
    if (state.lines.length === 0 || state.stage !== 'sale') return false;
    setFailure(null);
    dispatch({ type: 'stage', stage: 'payment' });
    return true;
  };
  const backToSale = () => {
    if (state.order || busy.current) return false;
    setFailure(null);
    dispatch({ type: 'stage', stage: 'sale' });
    return true;
  };
  const reset = () => {
    attempt.current = null;
    setFailure(null);
    dispatch({ type: 'reset' });
  };

  const keyFor = (orderId: number, body: OrderPayInput) => {
    const text = JSON.stringify(body);
    const last = attempt.current;
    if (last && last.orderId === orderId && last.body === text) return last.key;
    attempt.current = { orderId, body: text, key: newPaymentKey() };
    return attempt.current.key;
  };

  /** Makes the order (unless made) and pays it; the payment once paid, else null. */
  const pay = async (body: OrderPayInput): Promise<OrderPayment | null> => {
    if (busy.current) return null;
    busy.current = true;
    setPaying(true);
    setFailure(null);
    let order = state.order;
    try {
      if (!order) {
        try {
          order = await commerceApi().createOrder({
            items: state.lines.map((l) => ({
              inventory_id: l.inventory_id,
              quantity: l.quantity,
            })),
            channel: 'counter',
            ...(state.customer ? { user_id: state.customer.id } : {}),
          });
        } catch (err) {
          const message = errorText(err);
          setFailure({ message, step: 'order' });
          // "Only 2 left of Pro V1 balls": that line cannot grow past what is on the shelf.
          const short = shortLineOf(message);
          if (short)
            dispatch({
              type: 'lines',
              lines: state.lines.map((l) =>
                l.name === short.name ? { ...l, available: short.available } : l,
              ),
            });
          dispatch({ type: 'stage', stage: 'sale' });
          return null;
        }
        dispatch({ type: 'ordered', order });
      }
      const payment = await commerceApi().pay(order.id, body, keyFor(order.id, body));
      dispatch({ type: 'paid', payment, tendered: body.tendered ?? null });
      return payment;
    } catch (err) {
      setFailure({ message: errorText(err), step: 'pay' });
      return null;
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  /** Cancels the made, unpaid order (its stock goes back), so the sale can be changed. */
  const cancelOrder = async (): Promise<boolean> => {
    if (!state.order || busy.current) return false;
    busy.current = true;
    setPaying(true);
    try {
      await commerceApi().cancelOrder(state.order.id);
      attempt.current = null;
      setFailure(null);
      dispatch({ type: 'orderGone' });
      return true;
    } catch (err) {
      setFailure({ message: errorText(err), step: 'cancel' });
      return false;
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  return {
    ...state,
    paying,
    failure,
    clearFailure: () => setFailure(null),
    add,
    changeQuantity,
    remove,
    setCustomer,
    toPayment,
    backToSale,
    pay,
    cancelOrder,
    reset,
  };
}

export type CounterSale = ReturnType<typeof useCounterSale>;
