import { useParams } from "react-router";

/** "" on the platform pages, "/{shop}" when the same page renders inside a shop. */
export function useBasePath(): string {
  const { shop } = useParams();
  return shop ? `/${shop}` : "";
}

export const basePath = (shop: string | undefined) => (shop ? `/${shop}` : "");
