import { cva, type VariantProps } from "class-variance-authority";

// The variants drawn as a box, which take padding by size.
const BOXED: Array<"primary" | "secondary" | "danger" | "ghost"> = ["primary", "secondary", "danger", "ghost"];

/**
 * The one button look. `<Button>` for buttons; `buttonVariants({ variant, size })` for links that
 * look like buttons (`<Link className={buttonVariants()}>`). A `className` is appended: it adds
 * layout (`flex-1`, `mt-6`, `sm:px-4`) and never restates a property the variants set — a size
 * here instead of a padding or text size there. No two classes of one kind, so no tailwind-merge:
 * it is ~9 KB gzipped on every storefront page (docs/decisions/0072-first-load-js-after-conform.md);
 * button.test.ts holds every variant and every caller to this.
 */
const variants = cva(
  "inline-flex items-center justify-center gap-1 rounded-md text-center focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 font-semibold text-white hover:bg-orange-800 focus-visible:outline-brand-700",
        secondary: "border border-gray-300 bg-white font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-brand-700",
        danger: "border border-red-300 bg-white font-medium text-red-700 hover:bg-red-50 focus-visible:outline-red-700",
        ghost: "font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-700",
        // A link-styled button is text: no box padding whatever the size.
        link: "p-0 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-brand-700",
      },
      // The text size; the box padding that goes with it is in compoundVariants (not for links).
      size: {
        /** Compact list actions (page editor rows). */
        xs: "text-xs",
        /** Table rows, toolbars, pagers (admin). */
        sm: "text-sm",
        /** Dashboard and shop actions. */
        md: "text-sm",
        /** Form submits and page-level calls to action. */
        lg: "text-base",
        /** A lone call to action on an otherwise empty page (not-found pages). */
        xl: "text-base",
      },
      wide: { true: "w-full", false: "" },
    },
    compoundVariants: [
      { variant: BOXED, size: "xs", class: "px-2 py-1" },
      { variant: BOXED, size: "sm", class: "px-3 py-1.5" },
      { variant: BOXED, size: "md", class: "px-3 py-2" },
      { variant: BOXED, size: "lg", class: "px-4 py-2.5" },
      { variant: BOXED, size: "xl", class: "px-5 py-2.5" },
    ],
    defaultVariants: { variant: "secondary", size: "md", wide: false },
  },
);

export type ButtonVariants = VariantProps<typeof variants>;

// Each look's classes, worked out once: a listing page asks for the same few looks dozens of times.
// Callers pass class names written in the code, so the looks are few; the bound is a safeguard.
const looks = new Map<string, string>();
const MAX_LOOKS = 500;

/** The classes of a button with these variants, `className` appended. */
export function buttonVariants({ className, ...options }: ButtonVariants & { className?: string } = {}): string {
  const key = `${options.variant}\u0000${options.size}\u0000${options.wide}\u0000${className}`;
  let classes = looks.get(key);
  if (classes === undefined) {
    classes = variants({ ...options, className });
    if (looks.size < MAX_LOOKS) looks.set(key, classes);
  }
  return classes;
}

export function Button({
  variant,
  size,
  wide,
  className,
  type = "button",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button type={type} className={buttonVariants({ variant, size, wide, className })} {...props} />;
}
