import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { ShopInventory } from '@fairway/shared-api/shop';
import { Button, TextField, errorText, money, useFormat, useT } from '@fairway/shared-ui';
import { findByCode, exactMatch, useItemSearch } from '../hooks/useItemSearch';
import { counterMessages } from '../i18n';
import { looksLikeBarcode, type CounterItem } from '../utils/sale';
import styles from './Counter.module.css';

export type ItemSearchProps = {
  /** The sale stock by item; null while it loads (the search waits for it). */
  stock: ReadonlyMap<number, ShopInventory> | null;
  onAdd: (item: CounterItem) => void;
  /** Something to say that is not an item added (a scan that matched nothing). */
  onMessage: (text: string) => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * "Find an item": an editable combobox (ARIA 1.2, list autocomplete). Typing searches names, SKUs
 * and barcodes as it pauses; ArrowDown/ArrowUp move through the results and Enter adds the
 * highlighted one. Enter with nothing highlighted adds the item whose barcode (or SKU) is exactly
 * what was typed, looked up at once: a barcode scanner types the digits and Enter, so a scan adds
 * the item without waiting for the search. Escape clears. Focus stays here for the next item.
 */
export function ItemSearch({ stock, onAdd, onMessage, disabled = false, ref }: ItemSearchProps) {
  const t = useT(counterMessages);
  const f = useFormat();
  const baseId = `fw-shop-item-search${useId().replace(/:/g, '')}`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (item: CounterItem) => `${baseId}-option-${item.inventory_id}`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [looking, setLooking] = useState(false);
  const search = useItemSearch(disabled ? '' : query, stock);
  const options = search.status === 'ready' ? search.options : [];
  const expanded = options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (item: CounterItem) => {
    onAdd(item);
    setQuery('');
    setActive(-1);
  };

  const handleChange = (value: string) => {
    setQuery(value);
    setActive(-1);
  };

  /** Enter without a highlighted result: an exact barcode or SKU, found now (a scan). */
  const addByCode = async (code: string) => {
    const ready = search.status === 'ready' && search.q === code ? search.options : null;
    const known = ready ? exactMatch(ready, code) : null;
    if (known) return choose(known);
    if (ready && ready.length === 1) return choose(ready[0]!);
    if (!stock || !looksLikeBarcode(code)) return;
    setLooking(true);
    try {
      const found = await findByCode(code, stock);
      if (found) choose(found);
      else onMessage(t('barcodeUnknown', { code }));
    } catch (err) {
      onMessage(t('searchFailed', { error: errorText(err) }));
    } finally {
      setLooking(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (options.length === 0) return;
        const down = event.key === 'ArrowDown';
        if (activeIndex < 0) setActive(down ? 0 : options.length - 1);
        else setActive((activeIndex + (down ? 1 : options.length - 1)) % options.length);
        return;
      }
      case 'Enter': {
        if (event.ctrlKey || event.metaKey) return; // Ctrl+Enter: the page's "take payment"
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (query.trim()) void addByCode(query.trim());
        return;
      }
      case 'Escape':
        if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
          setActive(-1);
        }
        return;
      default:
        return;
    }
  };

  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const status =
    looking || (search.status === 'loading' && query.trim()) ? (
      <span>{t('searching')}</span>
    ) : search.status === 'ready' ? (
      <span>
        {options.length === 0
          ? t('noResults', { q: search.q })
          : t('resultsFound', { count: options.length })}
      </span>
    ) : search.status === 'error' ? (
      <>
        <span>{t('searchFailed', { error: search.error })}</span>
        <Button variant="ghost" size="sm" onMouseDown={keepFocus} onClick={search.retry}>
          {t('tryAgain')}
        </Button>
      </>
    ) : null;

  return (
    <div className={styles['fw-shop-counter-search']}>
      <TextField
        ref={ref}
        id={baseId}
        label={t('search')}
        hint={t('searchHint')}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        disabled={disabled}
        value={query}
        onValueChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      <div className={styles['fw-shop-counter-search-status']} role="status">
        {status}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('results')}
        hidden={!expanded}
        className={styles['fw-shop-counter-results']}
      >
        {options.map((item, index) => (
          <li
            key={item.inventory_id}
            id={optionId(item)}
            role="option"
            aria-selected={index === activeIndex}
            aria-disabled={item.available <= 0 || undefined}
            className={
              index === activeIndex
                ? `${styles['fw-shop-counter-result']} ${styles['fw-shop-counter-result-active']}`
                : styles['fw-shop-counter-result']
            }
            onMouseDown={keepFocus}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(item)}
          >
            <span className={styles['fw-shop-counter-result-name']}>{item.name}</span>
            <span className={styles['fw-shop-counter-result-price']}>
              {money(item.unit_price, null, f)}
            </span>
            <span className={styles['fw-shop-counter-result-details']}>
              {[
                item.brand_name,
                item.sku ? t('skuLabel', { sku: item.sku }) : null,
                item.available > 0 ? t('inStock', { count: item.available }) : t('outOfStock'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
