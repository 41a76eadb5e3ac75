import { type AddressBook, AddressList, type SavedAddress } from "./address-book";
import { primaryBtn, secondaryBtn } from "./buttons";
import type { PlaceOrder } from "./use-place-order";

/** 'Choose Delivery Option': pick an address, then delivery or in-shop. */
export function DeliveryOptions({
  addresses,
  book,
  onAddAddress,
  order,
}: {
  addresses: SavedAddress[];
  book: AddressBook;
  onAddAddress(): void;
  order: PlaceOrder;
}) {
  return (
    <div className="space-y-4">
      <AddressList name="delivery-address" addresses={addresses} selectedId={book.selectedId} onSelect={book.select} />
      <button type="button" className={secondaryBtn} onClick={onAddAddress}>
        Add Address
      </button>
      <div className="grid gap-2 border-t border-gray-200 pt-4 sm:grid-cols-2">
        <button
          type="button"
          className={primaryBtn}
          disabled={order.busy || !book.selectedId}
          onClick={() => order.place(book.selectedId, "delivery")}
        >
          Delivery to Your Address
        </button>
        <button
          type="button"
          className={secondaryBtn}
          disabled={order.busy || !book.selectedId}
          onClick={() => order.place(book.selectedId, "in-shop")}
        >
          In-Shop Purchase
        </button>
      </div>
    </div>
  );
}
