// The platform's own header and footer (landing page and the platform-level pages).
import { Link } from "react-router";

export const PLATFORM_CONTACT = {
  email: "hello@haat.in",
  phone: "+91 80 4567 8900",
  location: "Bengaluru, Karnataka, India",
};

export function PlatformHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="py-2 text-xl font-extrabold tracking-tight text-brand-700">
          Haat
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm font-medium sm:gap-3">
          {/* Plain anchors: on the landing page they scroll in place, elsewhere they open it there. */}
          <a href="/#features" className="rounded px-2 py-2 hover:text-brand-700">
            Features
          </a>
          <a href="/#about" className="rounded px-2 py-2 hover:text-brand-700">
            About
          </a>
          <a href="/#contact" className="hidden rounded px-2 py-2 hover:text-brand-700 min-[420px]:inline">
            Contact
          </a>
          <Link to="/register" className="ml-1 rounded-md bg-brand-700 px-3 py-2 text-white hover:bg-orange-800 sm:px-4">
            Get Started
          </Link>
        </nav>
      </div>
    </header>
  );
}

const linkClass = "text-gray-300 hover:text-white hover:underline";

export function PlatformFooter() {
  return (
    <footer className="bg-gray-900 text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">Haat</p>
          <p className="mt-2 max-w-xs">Online storefronts for small sellers across India. Your shop, your link, your customers.</p>
        </div>
        <nav aria-label="Company">
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="/#about" className={linkClass}>
                About Us
              </a>
            </li>
            <li>
              <Link to="/blog" className={linkClass}>
                Blog
              </Link>
            </li>
            <li>
              <Link to="/feedback" className={linkClass}>
                Feedback
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="font-semibold text-white">Support</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="/#contact" className={linkClass}>
                Help Center
              </a>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${PLATFORM_CONTACT.email}`} className={linkClass}>
                {PLATFORM_CONTACT.email}
              </a>
            </li>
            <li>{PLATFORM_CONTACT.phone}</li>
            <li>{PLATFORM_CONTACT.location}</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-gray-800 py-5 text-center text-gray-400">© {new Date().getFullYear()} Haat. All rights reserved.</p>
    </footer>
  );
}
