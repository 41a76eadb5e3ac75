import { useCart } from "~/components/cart/cart";
import { toast } from "~/components/ui/toast";
import type { ProductDetail } from "~/domain/catalog/listing";
import type { VariantChoice } from "./use-variant-choice";

/** Puts the chosen colour, size and quantity in the cart and says how it went. */
export function useAddToCart(p: ProductDetail, { variant, size, stock, quantity }: VariantChoice) {
  const cart = useCart();
  const canAdd = Boolean(variant) && stock > 0;
  function add() {
    if (!variant || !size || stock <= 0) return;
    const result = cart.add(
      {
        productId: p.id,
        color: variant.color,
        size: size.size,
        quantity,
        product: { name: p.name, pricePaise: p.pricePaise, salePricePaise: p.salePricePaise, imageKey: variant.imageKeys[0] ?? p.imageKey },
      },
      stock,
    );
    if (result.ok) toast.success("Item added to cart!");
    else toast.error(result.error);
  }
  return { add, canAdd };
}
