import { useState, type ReactNode } from 'react';
import { ConfirmDialog, errorText, notify, serverText, useT } from '@fairway/shared-ui';
import type { HouseRental } from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { ListingDialog } from '../components/ListingDialog';
import { houseRentalsMessages } from '../i18n';
import { useHouseRentals } from '../stores/HouseRentalsContext';

type Open =
  { kind: 'edit'; listing: HouseRental | null } | { kind: 'delete'; listing: HouseRental };

/** A failure as the server said it ("… has bookings and cannot be deleted"), for a dialog. */
const asServerError = (err: unknown) => new Error(serverText(err) ?? errorText(err));

/**
 * What can be done to a listing, wherever it is shown: create or edit (the form), activate or
 * deactivate (at once), delete (after asking; the server's refusal is shown in the question).
 */
export function useListingActions({
  listedHouseIds,
  onDeleted,
}: {
  listedHouseIds: readonly number[];
  onDeleted?: (listing: HouseRental) => void;
}) {
  const t = useT(houseRentalsMessages);
  const store = useHouseRentals();
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const close = () => setOpen(null);

  const toggleActive = async (listing: HouseRental) => {
    setBusy(listing.id);
    try {
      const saved = await houseRentalsApi().update(listing.id, { is_active: !listing.is_active });
      notify.success(
        t(saved.is_active ? 'listingActivated' : 'listingDeactivated', { title: saved.title }),
      );
      store.changed();
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const handleDelete = async (listing: HouseRental) => {
    try {
      await houseRentalsApi().remove(listing.id);
    } catch (err) {
      throw asServerError(err);
    }
    notify.success(t('listingDeleted', { title: listing.title }));
    close();
    store.changed();
    onDeleted?.(listing);
  };

  const dialogs: ReactNode =
    open?.kind === 'edit' ? (
      <ListingDialog
        listing={open.listing}
        listedHouseIds={listedHouseIds}
        onClose={close}
        onSaved={() => {
          close();
          store.changed();
        }}
      />
    ) : open?.kind === 'delete' ? (
      <ConfirmDialog
        open
        tone="danger"
        title={t('deleteListingTitle', { title: open.listing.title })}
        message={t('deleteListingMessage')}
        confirmLabel={t('deleteListing')}
        cancelLabel={t('keep')}
        onConfirm={() => handleDelete(open.listing)}
        onCancel={close}
      />
    ) : null;

  return {
    create: () => setOpen({ kind: 'edit', listing: null }),
    edit: (listing: HouseRental) => setOpen({ kind: 'edit', listing }),
    remove: (listing: HouseRental) => setOpen({ kind: 'delete', listing }),
    toggleActive: (listing: HouseRental) => void toggleActive(listing),
    busy,
    dialogs,
  };
}
