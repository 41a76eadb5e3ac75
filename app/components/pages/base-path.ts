import { useParams } from "react-router";

/** "" on the platform pages, "/{sellerId}" when the same page renders inside a shop. */
export function useBasePath(): string {
  const { sellerId } = useParams();
  return sellerId ? `/${sellerId}` : "";
}

export const basePath = (sellerId: string | undefined) => (sellerId ? `/${sellerId}` : "");
