// Reordering lists (banners, slides, categories, FAQ rows) one place at a time: the up/down
// buttons (components/ui/move-buttons.tsx) post intent "up" or "down"; the domain takes a step.

/** One place earlier (-1) or later (+1). */
export type MoveStep = -1 | 1;

/** The step a MoveButtons intent asks for: "up" → -1, "down" → +1, anything else null. */
export function moveStepOf(intent: unknown): MoveStep | null {
  return intent === "up" ? -1 : intent === "down" ? 1 : null;
}

/** `items` with the item at `index` swapped with its neighbour `step` away; null when there is none. */
export function moveItem<T>(items: readonly T[], index: number, step: MoveStep): T[] | null {
  const to = index + step;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return null;
  const next = [...items];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
