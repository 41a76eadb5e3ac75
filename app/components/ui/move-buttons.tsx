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
  return (
    <>
      <button
        type="submit"
        name="intent"
        value={values[0]}
        disabled={disabled || first}
        className={className ?? buttonVariants()}
        aria-label={label("up")}
      >
        {text[0]}
      </button>
      <button
        type="submit"
        name="intent"
        value={values[1]}
        disabled={disabled || last}
        className={className ?? buttonVariants()}
        aria-label={label("down")}
      >
        {text[1]}
      </button>
    </>
  );
}
