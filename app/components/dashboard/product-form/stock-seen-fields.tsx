// The stock the form showed, as hidden `stockSeen[i].color` / `stockSeen[i].stock.M` fields, so
// the save cannot overwrite sales or restocks made meanwhile (compare-and-set on the server).
import { type ProductFields, textOf, textsOf } from "./types";

export function StockSeenFields({ field }: { field: ProductFields["stockSeen"] }) {
  return field.getFieldList().map((entry) => {
    const { color, stock } = entry.getFieldset();
    const counts = textsOf(stock.initialValue);
    return (
      <div key={entry.key ?? entry.name} hidden>
        <input type="hidden" name={color.name} value={textOf(color.initialValue)} />
        {Object.entries(counts).map(([size, n]) => (
          <input key={size} type="hidden" name={stock.getFieldset()[size].name} value={n} />
        ))}
      </div>
    );
  });
}
