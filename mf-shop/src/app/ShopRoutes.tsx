import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequirePermission, useFormat } from '@fairway/shared-ui';
import { ShopNotFound } from './ShopNotFound';
import { SHOP_SECTIONS, labelIn, sectionName, type Section } from './sections';

// One chunk per screen ('route-…' chunks in build-info.json): a page's code is fetched when it is opened.
const StorefrontPage = lazy(() =>
  import(
    /* webpackChunkName: "route-shop" */ '../features/storefront/components/StorefrontPage'
  ).then((m) => ({
    default: m.StorefrontPage,
  })),
);
const MyOrdersPage = lazy(() =>
  import(
    /* webpackChunkName: "route-my-orders" */ '../features/my-orders/components/MyOrdersPage'
  ).then((m) => ({
    default: m.MyOrdersPage,
  })),
);
const CounterPage = lazy(() =>
  import(/* webpackChunkName: "route-counter" */ '../features/counter/components/CounterPage').then(
    (m) => ({
      default: m.CounterPage,
    }),
  ),
);
const OrdersPage = lazy(() =>
  import(/* webpackChunkName: "route-orders" */ '../features/orders/components/OrdersPage').then(
    (m) => ({
      default: m.OrdersPage,
    }),
  ),
);
const StockPage = lazy(() =>
  import(/* webpackChunkName: "route-stock" */ '../features/stock/components/StockPage').then(
    (m) => ({
      default: m.StockPage,
    }),
  ),
);
const AnalyticsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-analytics" */ '../features/analytics/components/AnalyticsPage'
  ).then((m) => ({
    default: m.AnalyticsPage,
  })),
);
const CataloguePage = lazy(() =>
  import(
    /* webpackChunkName: "route-catalogue" */ '../features/catalogue/components/CataloguePage'
  ).then((m) => ({
    default: m.CataloguePage,
  })),
);

/** The permission check comes first, so a page's code is not even fetched for someone who may not see it. */
function Guarded({ section, children }: { section: Section; children: ReactNode }) {
  const { language } = useFormat();
  const title = labelIn(section, language);
  return (
    <RequirePermission
      permission={section.permission}
      title={title}
      section={sectionName(language)}
    >
      <Suspense fallback={<LoadingState label={`Loading ${section.title.toLowerCase()}…`} />}>
        {children}
      </Suspense>
    </RequirePermission>
  );
}

/** The page of each navigation entry (package.json "fairway.remote.nav" holds its title and permission). */
const SECTION_PAGES: Record<string, ComponentType> = {
  '/shop': StorefrontPage,
  '/shop/my-orders': MyOrdersPage,
  '/shop/counter': CounterPage,
  '/shop/orders': OrdersPage,
  '/shop/stock': StockPage,
  '/shop/analytics': AnalyticsPage,
  '/shop/catalogue': CataloguePage,
};

/** Paths are absolute: the shell mounts this remote on /shop (package.json "fairway.remote.routes"). */
export function ShopRoutes() {
  return (
    <Routes>
      {SHOP_SECTIONS.map((section) => {
        const Page = SECTION_PAGES[section.path];
        return Page ? (
          <Route
            key={section.path}
            path={section.path}
            element={
              <Guarded section={section}>
                <Page />
              </Guarded>
            }
          />
        ) : null;
      })}
      <Route path="/shop/*" element={<ShopNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
