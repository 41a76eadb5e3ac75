import { useCallback, useEffect, useState } from "react";
import { isSuccess, type Reply } from "~/utils/reply";

export type Loaded<T> = { state: "loading" } | { state: "error" } | { state: "done"; value: T };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  const reply = (await res.json().catch(() => null)) as Reply<T> | null;
  if (!res.ok || !isSuccess(reply) || !reply.data) throw new Error(String(res.status));
  return reply.data;
}

/** A reply envelope's data from a JSON GET, loaded on mount and when the URL changes. */
export function useJson<T>(url: string) {
  const [data, setData] = useState<Loaded<T>>({ state: "loading" });
  const reload = useCallback(() => {
    setData({ state: "loading" });
    getJson<T>(url).then(
      (value) => setData({ state: "done", value }),
      () => setData({ state: "error" }),
    );
  }, [url]);
  useEffect(reload, [reload]);
  return [data, setData] as const;
}
