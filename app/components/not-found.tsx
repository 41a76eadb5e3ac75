import { Link } from "react-router";

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center p-8 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-gray-600">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-orange-800">
          Go to Homepage
        </Link>
        <Link to="/#contact" className="rounded-md border border-gray-300 px-5 py-2.5 font-medium hover:bg-gray-50">
          Contact Support
        </Link>
      </div>
    </main>
  );
}
