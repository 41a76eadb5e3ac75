import { getFormProps } from "@conform-to/react";
import { type FormEvent, useState } from "react";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { type Profile, ProfileSchema, photoProblem, profileFailed } from "~/domain/customers/forms";
import { isFailure, isSuccess, type Reply, type ReplyFailure } from "~/utils/reply";
import { savedValues } from "./profile-fields";

/**
 * Edit Profile's behaviour: ProfileSchema in the browser (Conform) and in /{shop}/profile, the
 * photo's own check, and a multipart POST by fetch whose reply is shown at each field.
 */
export function useProfileForm(shop: string, profile: Profile, onSaved: (p: Profile) => void) {
  const [lastResult, setLastResult] = useState<ReplyFailure | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A refusal that is not a reply (a 500, no network): the spec's failure sentence.
  const [unexpected, setUnexpected] = useState(false);
  const [form, fields] = useSchemaForm(ProfileSchema, { lastResult, defaultValue: savedValues(profile) });
  const formProps = getFormProps(form);

  const submit = async (body: FormData) => {
    const photo = body.get("photo");
    const file = photo instanceof File && photo.size > 0 ? photo : null;
    if (!file) body.delete("photo");
    const problem = file ? photoProblem(file) : null;
    setPhotoError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const res = await fetch(`/${shop}/profile`, { method: "POST", body });
      const reply = (await res.json().catch(() => null)) as Reply<{ profile: Profile }> | null;
      if (isSuccess(reply) && reply.data) return onSaved(reply.data.profile);
      setLastResult(isFailure(reply) ? reply : null);
      setUnexpected(!isFailure(reply));
    } catch {
      setUnexpected(true);
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // Conform validates first (and stops an invalid form); a valid one is sent with fetch.
    formProps.onSubmit(e);
    if (e.defaultPrevented) return;
    e.preventDefault();
    setUnexpected(false);
    void submit(new FormData(e.currentTarget));
  };

  return {
    formProps: { ...formProps, onSubmit },
    fields,
    photoError,
    saving,
    formMessage: form.errors?.[0] ?? (unexpected ? profileFailed() : null),
  };
}
