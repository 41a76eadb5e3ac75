// The popup's Profile tab: the saved profile, or Edit Profile in its place.

import { Fragment, type ReactNode, useState } from "react";
import { DataExportSection } from "~/components/privacy/data-export-section";
import { useShopClosed } from "~/components/shop/use-shop-closed";
import { Button } from "~/components/ui/button";
import type { Profile, ProfileAddress } from "~/domain/customers/forms";
import type { AccountDeletion } from "~/domain/privacy/account-deletion";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { DeleteAccount } from "./delete-account";
import { ProfileChoice } from "./mail-preference";
import { PROFILE_FIELDS } from "./profile-fields";
import { ProfileForm } from "./profile-form";
import { useJson } from "./use-json";

export function ProfileTab({ shop }: { shop: string }) {
  const [data, setData] = useJson<{ profile: Profile; deletion: AccountDeletion }>(`/${shop}/profile`);
  const [editing, setEditing] = useState(false);
  const [deletionNotice, setDeletionNotice] = useState<string | null>(null);
  const closed = useShopClosed();
  if (data.state === "loading")
    return (
      <p role="status" className="py-6 text-center text-gray-500">
        {m.account_loading_profile()}
      </p>
    );
  if (data.state === "error")
    return (
      <p role="alert" className="py-6 text-center text-red-600">
        {m.account_profile_failed()}
      </p>
    );
  const { profile, deletion } = data.value;
  if (editing)
    return (
      <ProfileForm
        shop={shop}
        profile={profile}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          setData({ state: "done", value: { profile: saved, deletion } });
          setEditing(false);
        }}
      />
    );
  const saved = (p: Profile) => setData({ state: "done", value: { profile: p, deletion } });
  const deletionSection = (
    <DeleteAccount
      shop={shop}
      deletion={deletion}
      notice={deletionNotice}
      onSaved={(d, notice) => {
        setDeletionNotice(notice);
        setData({ state: "done", value: { profile, deletion: d } });
      }}
    />
  );
  // A pending deletion leads the tab, so it cannot be missed; otherwise the section closes it.
  const pending = deletion.state === "pending";
  return (
    <div className="space-y-4">
      {pending ? deletionSection : null}
      <ProfileView profile={profile} onEdit={() => setEditing(true)}>
        <ProfileChoice
          shop={shop}
          intent="mail-preferences"
          field="orderUpdates"
          checked={profile.orderUpdates}
          label={m.account_mail_order_updates()}
          hint={m.account_mail_always_sent()}
          onSaved={saved}
        />
        <ProfileChoice
          shop={shop}
          intent="marketing"
          field="marketing"
          checked={profile.marketing}
          label={m.privacy_consent_profile_label()}
          hint={m.privacy_consent_profile_hint()}
          onSaved={saved}
        />
        {/* A full page load: the popup closes with the page it was opened on. A closed shop has no wishlist left. */}
        {closed ? null : (
          <a href={`/${shop}/wishlist`} className="inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {m.account_your_wishlist()}
          </a>
        )}
        <DataExportSection shop={shop} />
        {pending ? null : deletionSection}
      </ProfileView>
    </div>
  );
}

function ProfileView({ profile: p, onEdit, children }: { profile: Profile; onEdit(): void; children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <div className="size-16 overflow-hidden rounded-full bg-gray-100">
          {p.photoKey ? (
            <img src={imageUrl(p.photoKey, 320)} alt={m.account_tab_profile()} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-xl font-bold text-gray-500">
              {p.name.slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <div>
          <p className="text-lg font-semibold text-gray-900">{p.name}</p>
          <p className="text-sm text-gray-600">{p.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{m.account_mobile()}</dt>
        <dd>{p.mobile || m.account_not_specified()}</dd>
        {PROFILE_FIELDS.filter((f) => f.name in p.addressParts).map((f) => (
          <Fragment key={f.name}>
            <dt className="text-gray-600">{(f.viewLabel ?? f.label)()}</dt>
            <dd>{p.addressParts[f.name as keyof ProfileAddress] || m.account_not_specified()}</dd>
          </Fragment>
        ))}
        <dt className="text-gray-600">{m.account_pincode()}</dt>
        <dd>{p.pincode || m.account_not_specified()}</dd>
      </dl>
      <Button variant="primary" onClick={onEdit}>
        {m.account_edit_profile()}
      </Button>
      {children}
    </div>
  );
}
