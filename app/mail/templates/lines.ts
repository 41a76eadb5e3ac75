// How an e-mail names an order's line ("Cotton Kurta (Red, M) × 2", in the recipient's words for the
// colour and size) and shows it as a row with its picture and amount: one wording for every template.
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import type { LineFacts } from "~/domain/notifications/facts";
import { formatPaise } from "~/utils/money";

export const lineText = (l: Pick<LineFacts, "name" | "color" | "size" | "quantity">) =>
  `${l.name} (${colourLabel(l.color)}, ${sizeLabel(l.size)}) × ${l.quantity}`;

export const lineRow = (l: LineFacts) => ({ label: lineText(l), value: formatPaise(l.totalPaise), image: l.imageUrl });
