import { Fragment, useRef } from "react";
import { PincodeAssistNote, usePincodeAssist } from "~/components/pincode/pincode-assist";
import { Button } from "~/components/ui/button";
import { Field, FieldErrors, FormError } from "~/components/ui/form";
import { fieldProps } from "~/components/ui/use-schema-form";
import type { Profile } from "~/domain/customers/forms";
import * as m from "~/i18n/messages";
import { PROFILE_FIELDS } from "./profile-fields";
import { useProfileForm } from "./use-profile-form";

// The popup's buttons keep their look: a lighter orange than the primary button, and wider.

/** Edit Profile: ProfileSchema in the browser and in /{shop}/profile; each field's message under it. */
export function ProfileForm({
  shop,
  profile,
  onCancel,
  onSaved,
}: {
  shop: string;
  profile: Profile;
  onCancel(): void;
  onSaved(p: Profile): void;
}) {
  const { formProps, fields, photoError, saving, formMessage } = useProfileForm(shop, profile, onSaved);
  const photoErrors = photoError ? [photoError] : fields.photo.errors;
  // The pincode fills Town/City and State while they are empty or still autofilled (app/domain/pincodes).
  const formRef = useRef<HTMLFormElement>(null);
  const assist = usePincodeAssist(formRef, (p) => ({ townCity: p.townCity, state: p.state }));
  return (
    <form {...formProps} ref={formRef} aria-label={m.account_edit_profile()} className="space-y-3">
      <FormError message={formMessage} />
      <div>
        <label htmlFor="profile-photo" className="mb-1 block text-sm font-medium text-gray-700">
          {m.account_profile_photo()}
        </label>
        <input
          id="profile-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png"
          className="block text-sm"
          aria-invalid={Boolean(photoErrors) || undefined}
          aria-describedby={photoErrors ? fields.photo.errorId : undefined}
        />
        <FieldErrors id={fields.photo.errorId} errors={photoErrors} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROFILE_FIELDS.map((f) => (
          <Fragment key={f.name}>
            <div>
              <Field
                {...fieldProps(fields[f.name])}
                id={`profile-${f.name}`}
                label={f.label()}
                autoComplete={f.autoComplete}
                inputMode={"inputMode" in f ? f.inputMode : undefined}
              />
              {f.name === "pincode" ? <PincodeAssistNote {...assist} /> : null}
            </div>
          </Fragment>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{m.account_cancel()}</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? m.account_saving() : m.account_save()}
        </Button>
      </div>
    </form>
  );
}
