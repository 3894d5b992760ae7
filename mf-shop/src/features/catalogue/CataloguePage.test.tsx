import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileRecord } from '@fairway/shared-api/files';
import type { ShopBrandInput, ShopItemInput, ShopItemUpdate } from '@fairway/shared-api/shop';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { LocationProbe } from '../../shared/test/LocationProbe';
import { makeBrand, makeImage, makeItem, makeItemWithImages } from '../../shared/test/shopFixtures';
import { CataloguePage } from './components/CataloguePage';

let api: ApiServer;
const S = '/api/settings';

const BRANDS = [makeBrand(), makeBrand({ id: 2, name: 'FootJoy' })];
const CATEGORIES = [makeBrand({ id: 1, name: 'Balls' }), makeBrand({ id: 2, name: 'Gloves' })];
const ITEMS = [
  makeItem(),
  makeItem({
    id: 2,
    name: 'Tour glove',
    brand_id: 2,
    brand_name: 'FootJoy',
    category_id: 2,
    category_name: 'Gloves',
    sku: 'GL-1',
    barcode: '5012345678900',
    sale_price: 1850,
    rental_price: null,
  }),
  makeItem({
    id: 3,
    name: 'Pull trolley',
    brand_id: null,
    brand_name: null,
    category_id: null,
    category_name: null,
    sku: null,
    sale_price: null,
    rental_price: 500,
    is_active: false,
  }),
];

const fileRecord = (id: number, extra: Partial<FileRecord> = {}): FileRecord => ({
  id,
  category: 'item-images',
  original_name: 'glove.png',
  description: null,
  mime_type: 'image/png',
  size: 2048,
  sha256: 'a'.repeat(64),
  width: 800,
  height: 600,
  version: 1,
  visibility: 'staff',
  uploaded_by: 1,
  download_url: `${S}/files/${id}/download`,
  thumbnail_url: `${S}/files/${id}/thumbnail`,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:read', 'shop:write', 'shop:buy', 'files:write']);
  api.on('GET', `${S}/brands`, json(BRANDS, 200, { 'x-total-count': '2' }));
  api.on('GET', `${S}/categories`, json(CATEGORIES, 200, { 'x-total-count': '2' }));
  api.on('GET', `${S}/items`, json(ITEMS, 200, { 'x-total-count': '3' }));
});

const renderPage = (url = '/shop/catalogue') =>
  renderAt(
    url,
    <>
      <CataloguePage />
      <LocationProbe />
    </>,
  );

describe('the shop catalogue', () => {
  it('lists the items with their prices and status, and filters on the server', async () => {
    const user = userEvent.setup();
    renderPage();
    const glove = await screen.findByRole('row', { name: /Tour glove/ });
    expect(glove).toHaveTextContent('FootJoy');
    expect(glove).toHaveTextContent('GL-1');
    expect(glove).toHaveTextContent('5012345678900');
    expect(glove).toHaveTextContent('£18.50');
    expect(glove).toHaveTextContent('Not rented');
    const trolley = screen.getByRole('row', { name: /Pull trolley/ });
    expect(trolley).toHaveTextContent('Not sold');
    expect(trolley).toHaveTextContent('£5.00 / day');
    expect(trolley).toHaveTextContent('Inactive');

    // The brands arrive by their own call, maybe after the items.
    await screen.findByRole('option', { name: 'FootJoy' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'FootJoy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active only');
    await waitFor(() => {
      const query = api.calls('GET', `${S}/items`).at(-1)!.query;
      expect(query.get('brand_id')).toBe('2');
      expect(query.get('active')).toBe('true');
    });
    await user.type(screen.getByRole('searchbox'), 'GL-1');
    await waitFor(() => expect(api.calls('GET', `${S}/items`).at(-1)!.query.get('q')).toBe('GL-1'));
  });

  it('creates an item with a price typed as an amount, and a picture', async () => {
    api.on('POST', `${S}/files/upload`, json(fileRecord(70), 201));
    api.on('PUT', `${S}/files/:id/permissions`, json({ visibility: 'members' }));
    api.on('POST', `${S}/items`, (req) =>
      json(
        makeItem({
          id: 9,
          name: 'Rain glove',
          sku: null,
          brand_id: 2,
          brand_name: 'FootJoy',
          category_id: 2,
          category_name: 'Gloves',
          sale_price: (req.body as ShopItemInput).sale_price ?? null,
          image_file_id: 70,
        }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Tour glove/ });
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an item' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Rain glove');
    await within(dialog).findByRole('option', { name: 'FootJoy' });
    await within(dialog).findByRole('option', { name: 'Gloves' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Brand' }), 'FootJoy');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Gloves');
    await user.type(within(dialog).getByRole('textbox', { name: /Sale price/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount such as 24.50')).toBeInTheDocument();
    expect(api.calls('POST', `${S}/items`)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Sale price/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Sale price/ }), '24.50');
    await user.upload(
      within(dialog).getByLabelText('Add pictures', { selector: 'input' }),
      new File([new Uint8Array(2048)], 'glove.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('Main picture')).toBeInTheDocument();
    expect(String(api.calls('POST', `${S}/files/upload`)[0]!.body)).toMatch(
      /name="category"\r\n\r\nitem-images\r\n/,
    );
    expect(api.calls('PUT', `${S}/files/:id/permissions`)[0]!.body).toEqual({
      visibility: 'members',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rain glove added')).toBeInTheDocument();
    expect(api.calls('POST', `${S}/items`)[0]!.body).toMatchObject({
      name: 'Rain glove',
      brand_id: 2,
      category_id: 2,
      sale_price: 2450,
      rental_price: null,
      is_active: true,
      images: [{ file_id: 70 }],
    });
    expect(screen.getByRole('row', { name: /Rain glove/ })).toHaveTextContent('£24.50');
  });

  it("reorders and removes an item's pictures; the first one is the main one", async () => {
    api.on(
      'GET',
      `${S}/items/:id/with-images`,
      json(
        makeItemWithImages({
          id: 2,
          name: 'Tour glove',
          images: [
            makeImage({ id: 1, file_id: 50, sort_order: 0 }),
            makeImage({ id: 2, file_id: 51, sort_order: 1, is_primary: false }),
            makeImage({ id: 3, file_id: 52, sort_order: 2, is_primary: false }),
          ],
        }),
      ),
    );
    api.on('PUT', `${S}/items/:id`, (req) =>
      json({ ...ITEMS[1]!, ...(req.body as ShopItemUpdate), images: undefined }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Tour glove' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tour glove' });
    await user.click(await within(dialog).findByRole('button', { name: 'Move picture 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tour glove saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${S}/items/:id`)[0]!.body).toMatchObject({
      sale_price: 1850,
      images: [{ file_id: 51 }, { file_id: 50 }],
    });
  });

  it("deactivates an item, and shows the server's 409 when it cannot be deleted", async () => {
    api.on('PUT', `${S}/items/:id`, json({ ...ITEMS[0]!, is_active: false }));
    api.on(
      'DELETE',
      `${S}/items/:id`,
      apiError(409, 'conflict', 'Pro V1 balls has orders: deactivate it instead'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Pro V1 balls' }));
    expect(await screen.findByText('Pro V1 balls is no longer on sale')).toBeInTheDocument();
    expect(api.calls('PUT', `${S}/items/:id`)[0]!.body).toEqual({ is_active: false });
    expect(screen.getByRole('row', { name: /Pro V1 balls/ })).toHaveTextContent('Inactive');

    await user.click(screen.getByRole('button', { name: 'Delete Pro V1 balls' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Pro V1 balls?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(/Pro V1 balls has orders: deactivate it instead/),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pro V1 balls/ })).toBeInTheDocument();
  });

  it('adds, renames and deletes brands in their tab (kept in the URL)', async () => {
    api.on('POST', `${S}/brands`, (req) =>
      json(makeBrand({ id: 5, ...(req.body as ShopBrandInput), description: null }), 201),
    );
    api.on('PUT', `${S}/brands/:id`, (req) =>
      json(makeBrand({ id: 2, name: (req.body as ShopBrandInput).name })),
    );
    api.on('DELETE', `${S}/brands/:id`, { status: 204 });
    const user = userEvent.setup();
    renderPage('/shop/catalogue?tab=brands');
    expect(await screen.findByRole('row', { name: /FootJoy/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Brands' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Add a brand' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a brand' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ping');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ping added')).toBeInTheDocument();
    expect(api.calls('POST', `${S}/brands`)[0]!.body).toEqual({ name: 'Ping', description: '' });

    await user.click(screen.getByRole('button', { name: 'Edit FootJoy' }));
    const edit = screen.getByRole('dialog', { name: 'Edit FootJoy' });
    const name = within(edit).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'FootJoy Golf');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /FootJoy Golf/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Ping' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Ping?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Ping deleted')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ping/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=categories');
    expect(await screen.findByRole('row', { name: /Gloves/ })).toBeInTheDocument();
  });

  it('says when the items cannot be loaded, and when there are none', async () => {
    api.on('GET', `${S}/items`, apiError(500, 'internal', 'Something went wrong'));
    const { unmount } = renderPage();
    expect(await screen.findByText(/The items could not be loaded/)).toBeInTheDocument();
    unmount();
    api.on('GET', `${S}/items`, json([], 200, { 'x-total-count': '0' }));
    renderPage();
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
  });
});
