import { buttonVariants } from "~/components/ui/button";

/**
 * The one reorder control: two submit buttons posting `intent` = "up" / "down" (read with
 * moveStepOf in app/domain/reorder.ts), disabled at either end. Put it inside the row's form.
 */
export function MoveButtons({
  first,
  last,
  disabled = false,
  text = ["↑", "↓"],
  label,
  values = ["up", "down"],
  className,
}: {
  /** The row is first / last: its up / down button is disabled. */
  first: boolean;
  last: boolean;
  disabled?: boolean;
  /** What the buttons show (each screen keeps its own words). */
  text?: [string, string];
  /** The accessible name of each button: label("up") = `Move "Summer sale" up`. */
  label: (direction: "up" | "down") => string;
  /** The intents posted; a screen with row indexes in the intent passes its own. */
  values?: [string, string];
  className?: string;
}) {
  const directions = [
    { direction: "up", value: values[0], text: text[0], end: first },
    { direction: "down", value: values[1], text: text[1], end: last },
  ] as const;
  return directions.map((d) => (
    <button
      key={d.direction}
      type="submit"
      name="intent"
      value={d.value}
      disabled={disabled || d.end}
      className={className ?? buttonVariants()}
      aria-label={label(d.direction)}
    >
      {d.text}
    </button>
  ));
}
