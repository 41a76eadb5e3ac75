// The shop's return terms in one line, where the shopper decides to buy (the delivery step and the checkout page).
import type { ReturnPolicy } from "~/domain/returns/shown";
import { returnTerms } from "~/domain/returns/terms";

export function ReturnTerms({ policy }: { policy: ReturnPolicy }) {
  return (
    <p className="text-sm text-gray-600" data-testid="return-terms">
      {returnTerms(policy)}
    </p>
  );
}
