import type { ComponentProps } from 'react';
import { ProductCard } from './ProductCard';
import type { Product } from '../utils/products';

// One card of the member's shop in its stock states, in the shared-ui Storybook (which reads every
// remote's src/**/*.stories.tsx). Plain CSF objects: a remote does not depend on Storybook's types.

const product = (extra: Partial<Product> = {}): Product => ({
  item_id: 1,
  name: 'Pro V1 balls (dozen)',
  description: 'Tour balls',
  brand_id: 1,
  brand_name: 'Titleist',
  category_id: 1,
  category_name: 'Balls',
  price: 4999,
  image_url: null,
  inventory_id: 11,
  quantity: 20,
  low_stock: false,
  ...extra,
});

const args = (props: Partial<ComponentProps<typeof ProductCard>>) => ({
  product: product(),
  inBasket: 0,
  onAdd: () => Promise.resolve(),
  ...props,
});

export default {
  title: 'Remotes/Shop/ProductCard',
  component: ProductCard,
};

export const InStock = { args: args({}) };

export const LowStock = {
  args: args({
    product: product({
      name: 'Tour glove',
      brand_name: 'FootJoy',
      quantity: 2,
      low_stock: true,
      price: 1850,
    }),
  }),
};

export const InBasket = { args: args({ inBasket: 3 }) };

export const OutOfStock = {
  args: args({ product: product({ name: 'Rain umbrella', inventory_id: null, quantity: 0 }) }),
};
