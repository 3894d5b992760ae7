import { addToSale, saleTotal, setQuantity, shortLineOf, type CounterItem } from './sale';

const glove: CounterItem = {
  inventory_id: 12,
  item_id: 2,
  name: 'Tour glove',
  sku: 'GLV-M',
  barcode: '4001234567893',
  brand_name: null,
  unit_price: 1850,
  available: 2,
};

describe('the counter’s sale', () => {
  it('adds a line, then one more on it, never past the shelf', () => {
    const one = addToSale([], glove);
    expect(one).toMatchObject({ kind: 'added', quantity: 1 });
    const two = addToSale(one.lines, glove);
    expect(two).toMatchObject({ kind: 'added', quantity: 2 });
    expect(saleTotal(two.lines)).toBe(3700);
    expect(addToSale(two.lines, glove)).toMatchObject({ kind: 'short', available: 2 });
  });

  it('sets a quantity within the shelf and removes the line at 0', () => {
    const { lines } = addToSale([], glove);
    expect(setQuantity(lines, 12, 5)[0]!.quantity).toBe(2);
    expect(setQuantity(lines, 12, 0)).toEqual([]);
  });

  it('reads the server’s short-stock refusal', () => {
    expect(shortLineOf('Only 2 left of Pro V1 balls')).toEqual({
      available: 2,
      name: 'Pro V1 balls',
    });
    expect(shortLineOf('Order #12 is already paid')).toBeNull();
  });
});
