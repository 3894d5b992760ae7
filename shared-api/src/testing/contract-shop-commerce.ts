import { z } from 'zod';
import {
  basket,
  order,
  orderDetails,
  orderItem,
  orderPayment,
  orderReceiptQueued,
} from '../domains/shop/commerce';
import type { CallResponses } from './contract-types';

/** The shop's commerce calls: success status → body schema (see CONTRACT_RESPONSES). */
export const SHOP_COMMERCE_RESPONSES: Readonly<Record<string, CallResponses>> = {
  'GET /api/settings/basket/:userId': { 200: basket },
  'POST /api/settings/basket': { 200: basket },
  'DELETE /api/settings/basket': { 200: basket },
  'GET /api/settings/orders': { 200: z.array(order) },
  'POST /api/settings/orders': { 201: orderDetails },
  'GET /api/settings/orders/user/:id': { 200: z.array(order) },
  'PUT /api/settings/orders/:id': { 200: order },
  'GET /api/settings/orders/items/by-order/:id': { 200: z.array(orderItem) },
  'GET /api/settings/orders/:id/details': { 200: orderDetails },
  'POST /api/settings/orders/:id/pay': { 200: orderPayment },
  'POST /api/settings/orders/:id/refund': { 200: orderDetails },
  'POST /api/settings/orders/:id/receipt': { 202: orderReceiptQueued },
};
