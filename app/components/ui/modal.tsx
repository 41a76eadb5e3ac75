// A modal on the native <dialog>: focus moves in and back, Escape closes, the page behind is inert.

import { useEffect, useId, useRef } from "react";
import * as m from "~/i18n/messages";

const WIDTHS = { sm: "max-w-[26rem]", md: "max-w-lg", lg: "max-w-3xl" } as const;

export function Modal({
  open,
  title,
  onClose,
  children,
  size = "md",
  closeOnBackdrop = false,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: React.ReactNode;
  size?: keyof typeof WIDTHS;
  /** Off for forms, so a stray click beside the dialog never throws away what was typed. */
  closeOnBackdrop?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape closes the native dialog
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault(); // React state decides what is open
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => closeOnBackdrop && e.target === e.currentTarget && onClose()}
      className={`m-auto w-[calc(100%-1.5rem)] ${WIDTHS[size]} rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50`}
    >
      {open ? (
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={m.common_close()}
              className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
