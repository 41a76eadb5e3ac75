// Pincode autofill for the address forms (docs/decisions/0087-pincode-data.md). Listens to the form's
// `pincode` input; at 6 digits it asks GET /api/pincodes/:pin (debounced, a newer pincode cancels the
// older request) and fills the fields the person has not typed in themselves. Several places: a
// choice; unknown: a warning, and the person may still type. Without JavaScript nothing here runs
// and the server's check answers instead.
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import * as m from "~/i18n/messages";

export interface Place {
  townCity: string;
  district: string;
  state: string;
}

/** Which field gets which part of a place (only fields the form has). */
export type FillPlan = (place: Place) => Record<string, string>;

type Lookup = { status: "idle" | "loading" | "unknown" } | { status: "found"; places: Place[] };

const DEBOUNCE_MS = 250;

/** "Town, District, State", the town left out when it is the district. */
export const placeLine = (p: Place) => [...new Set([p.townCity, p.district])].concat(p.state).join(", ");

/** Sets a field as if typed, so the form library sees the new value. */
function setField(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
  const proto = input instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function usePincodeAssist(formRef: RefObject<HTMLFormElement | null>, plan: FillPlan, pincodeName = "pincode") {
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });
  const planRef = useRef(plan);
  planRef.current = plan;
  // Fields the person typed in themselves: never overwritten.
  const typed = useRef(new Set<string>());
  // What autofill last wrote per field: such a value may be replaced by the next pincode's place.
  const filled = useRef(new Map<string, string>());

  const apply = (place: Place) => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(planRef.current(place))) {
      const input = form.elements.namedItem(name);
      const current = input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value.trim() : "";
      const ours = filled.current.get(name) === current;
      if (current && (typed.current.has(name) || !ours)) continue;
      setField(form, name, value);
      filled.current.set(name, value);
    }
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (!event.isTrusted || !target?.name) return;
      if (target.name !== pincodeName) {
        typed.current.add(target.name);
        return;
      }
      clearTimeout(timer);
      controller?.abort();
      const pin = target.value.trim();
      if (!/^\d{6}$/.test(pin)) {
        setLookup({ status: "idle" });
        return;
      }
      timer = setTimeout(async () => {
        const mine = new AbortController();
        controller = mine;
        setLookup({ status: "loading" });
        try {
          const response = await fetch(`/api/pincodes/${pin}`, { signal: mine.signal, headers: { Accept: "application/json" } });
          const body = (await response.json()) as { places?: Place[] };
          if (mine.signal.aborted) return;
          const places = response.ok ? (body.places ?? []) : [];
          if (places.length === 0) return setLookup({ status: "unknown" });
          setLookup({ status: "found", places });
          if (places.length === 1) applyRef.current(places[0]);
        } catch {
          // Aborted, or offline: the person types the address themselves.
          if (!mine.signal.aborted) setLookup({ status: "idle" });
        }
      }, DEBOUNCE_MS);
    };
    form.addEventListener("input", onInput);
    return () => {
      form.removeEventListener("input", onInput);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [formRef, pincodeName]);

  return { lookup, choose: (place: Place) => applyRef.current(place) };
}

/** Under the pincode field: the warning, the choice among several places, or the place found. */
export function PincodeAssistNote({ lookup, choose }: ReturnType<typeof usePincodeAssist>) {
  const selectId = useId();
  const [chosen, setChosen] = useState("");
  if (lookup.status === "unknown") {
    return (
      <p role="status" className="mt-1 text-sm text-amber-800">
        {m.pin_unknown_warning()}
      </p>
    );
  }
  if (lookup.status !== "found") return <p role="status" className="sr-only" />;
  if (lookup.places.length === 1) {
    return (
      <p role="status" className="mt-1 text-xs text-gray-600">
        {m.pin_filled({ place: placeLine(lookup.places[0]) })}
      </p>
    );
  }
  return (
    <div className="mt-1">
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-700">
        {m.pin_choose_place()}
      </label>
      <select
        id={selectId}
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          const place = lookup.places[Number(e.target.value)];
          if (place) choose(place);
        }}
      >
        <option value="">{m.pin_choose_place()}</option>
        {lookup.places.map((p, i) => (
          <option key={placeLine(p)} value={i}>
            {placeLine(p)}
          </option>
        ))}
      </select>
    </div>
  );
}
