import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/utils/cn";

/**
 * The one button look. `<Button>` for buttons; `buttonVariants({ variant, size })` for links that
 * look like buttons (`<Link className={buttonVariants()}>`). A `className` passed to either wins
 * over the variant's classes of the same kind (tailwind-merge), e.g. `flex-1` or `px-5`.
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
        link: "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-brand-700",
      },
      size: {
        /** Table rows, toolbars, pagers (admin). */
        sm: "px-3 py-1.5 text-sm",
        /** Dashboard and shop actions. */
        md: "px-3 py-2 text-sm",
        /** Form submits and page-level calls to action. */
        lg: "px-4 py-2.5 text-base",
      },
      wide: { true: "w-full", false: "" },
    },
    // A link-styled button is text: no box padding whatever the size.
    compoundVariants: [{ variant: "link", class: "p-0" }],
    defaultVariants: { variant: "secondary", size: "md", wide: false },
  },
);

export type ButtonVariants = VariantProps<typeof variants>;

/** The classes of a button with these variants, `className` merged last. */
export function buttonVariants({ className, ...options }: ButtonVariants & { className?: string } = {}): string {
  return cn(variants(options), className);
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
