import { TextField, useT } from '@fairway/shared-ui';
import { storefrontMessages } from '../i18n';
import styles from './Storefront.module.css';

type Facet = { id: string; name: string };

export type FilterBarProps = {
  search: string;
  onSearchChange: (text: string) => void;
  categories: readonly Facet[];
  category: string;
  onCategoryChange: (id: string) => void;
  brands: readonly Facet[];
  brand: string;
  onBrandChange: (id: string) => void;
};

function Chips({
  legend,
  allLabel,
  facets,
  value,
  onChange,
}: {
  legend: string;
  allLabel: string;
  facets: readonly Facet[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (facets.length < 2 && !value) return null;
  return (
    <fieldset className={styles['fw-shop-chips']}>
      <legend>{legend}</legend>
      <ul className={styles['fw-shop-chip-list']}>
        {[{ id: '', name: allLabel }, ...facets].map((facet) => (
          <li key={facet.id || 'all'}>
            <button
              type="button"
              className={styles['fw-shop-chip']}
              aria-pressed={value === facet.id}
              onClick={() => onChange(facet.id)}
            >
              {facet.name}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The search box and the category and brand chips (toggle buttons). */
export function FilterBar(props: FilterBarProps) {
  const t = useT(storefrontMessages);
  return (
    <div className={styles['fw-shop-toolbar']} role="search">
      <TextField
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        value={props.search}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => props.onSearchChange(e.target.value)}
      />
      <Chips
        legend={t('categories')}
        allLabel={t('allCategories')}
        facets={props.categories}
        value={props.category}
        onChange={props.onCategoryChange}
      />
      <Chips
        legend={t('brands')}
        allLabel={t('allBrands')}
        facets={props.brands}
        value={props.brand}
        onChange={props.onBrandChange}
      />
    </div>
  );
}
