import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

/** `home`: where 'Go to Homepage' leads (a shop's 404 leads to the shop's home). */
export function NotFound({ home = "/" }: { home?: string }) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center p-8 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{m.platform_page_not_found()}</h1>
      <p className="mt-2 text-gray-600">{m.platform_page_not_found_text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={home} className={buttonVariants({ variant: "primary", size: "xl" })}>
          {m.platform_go_home()}
        </Link>
        <Link to="/#contact" className={buttonVariants({ size: "xl" })}>
          {m.platform_contact_support()}
        </Link>
      </div>
    </main>
  );
}
