// Object URLs for the files chosen in an input, revoked when replaced or unmounted.
import { useEffect, useState } from "react";

export function useImagePreviews() {
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return { previews, choose: (files: FileList | null) => setPreviews([...(files ?? [])].map((f) => URL.createObjectURL(f))) };
}
