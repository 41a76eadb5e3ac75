// Toasts through sonner, loaded when the browser is idle or at the first toast, so the library
// stays out of every page's first-load JavaScript (the storefront's 130 KB budget).
import { type ComponentType, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { ExternalToast, ToasterProps } from "sonner";
import * as m from "~/i18n/messages";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "warning";

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};

// Toasts raised before the Toaster is on the page wait here; it shows them once it mounts.
let mounted = false;
const waiting: Array<[Kind, string, ExternalToast | undefined]> = [];
let wakeToaster: (() => void) | undefined;

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (mounted) {
    void loadSonner().then((s) => s.toast[kind](message, options));
    return;
  }
  waiting.push([kind, message, options]);
  wakeToaster?.();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
};

export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      void loadSonner().then((s) => {
        if (!cancelled) setLoaded(() => s.Toaster);
      });
    };
    wakeToaster = load;
    if (waiting.length) load();
    const idle = window.requestIdleCallback?.(load, { timeout: 4000 }) ?? window.setTimeout(load, 2000);
    return () => {
      cancelled = true;
      wakeToaster = undefined;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  useEffect(() => {
    if (!Loaded) return;
    mounted = true;
    void loadSonner().then((s) => {
      for (const [kind, message, options] of waiting.splice(0)) s.toast[kind](message, options);
    });
    return () => {
      mounted = false;
    };
  }, [Loaded]);

  const dialog = useTopModalDialog();
  if (!Loaded) return null;
  // Sonner's own labels ("Notifications", "Close toast") in the page's language.
  const labelled: ToasterProps = {
    containerAriaLabel: m.common_notifications(),
    ...props,
    toastOptions: { closeButtonAriaLabel: m.common_toast_close(), ...props.toastOptions },
  };
  // An open modal <dialog> is in the browser's top layer, above every z-index, and makes the rest of
  // the page inert: toasts raised then (e.g. at checkout) render inside it, so they show above its
  // backdrop and are announced. Sonner replays the active toasts when the Toaster moves.
  return dialog ? createPortal(<Loaded {...labelled} />, dialog) : <Loaded {...labelled} />;
}

function useTopModalDialog() {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog([...document.querySelectorAll<HTMLDialogElement>("dialog:modal")].at(-1) ?? null);
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["open"] });
    update();
    return () => observer.disconnect();
  }, []);
  return dialog;
}
