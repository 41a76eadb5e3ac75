import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** `home`: where 'Go to Homepage' leads (a shop's 404 leads to the shop's home). */
export function NotFound({ home = "/" }: { home?: string }) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center p-8 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-gray-600">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={home} className={buttonVariants({ variant: "primary", size: "xl" })}>
          Go to Homepage
        </Link>
        <Link to="/#contact" className={buttonVariants({ size: "xl" })}>
          Contact Support
        </Link>
      </div>
    </main>
  );
}
