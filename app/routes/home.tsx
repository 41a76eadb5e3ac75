import { Link } from "react-router";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Haat — your shop online in minutes" },
  { name: "description", content: "Haat gives every small seller an online storefront: catalogue, cart, orders and a QR code to share." },
];

export default function Home() {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-700">
            Haat
          </Link>
          <nav aria-label="Main" className="flex items-center gap-4 text-sm font-medium">
            <a href="#features" className="hidden hover:text-brand-700 sm:inline">
              Features
            </a>
            <a href="#about" className="hidden hover:text-brand-700 sm:inline">
              About
            </a>
            <a href="#contact" className="hidden hover:text-brand-700 sm:inline">
              Contact
            </a>
            <Link to="/register" className="rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
              Get Started
            </Link>
          </nav>
        </div>
      </header>
      <main>
        <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-20 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Your Ultimate eCommerce Platform</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">
            Open an online shop for your store in minutes. Add your products, share your link or QR code, and take orders from customers
            across India.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
              Get Started
            </Link>
            <Link to="/demo" className="rounded-md border border-gray-300 bg-white px-6 py-3 font-semibold hover:bg-gray-50">
              Visit the demo shop
            </Link>
          </div>
        </section>
        <section id="features" className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="features-title">
          <h2 id="features-title" className="text-center text-3xl font-bold">
            Features
          </h2>
        </section>
        <section id="about" className="bg-gray-50 px-4 py-16" aria-labelledby="about-title">
          <h2 id="about-title" className="text-center text-3xl font-bold">
            Our Story
          </h2>
        </section>
        <section id="contact" className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="contact-title">
          <h2 id="contact-title" className="text-center text-3xl font-bold">
            Contact
          </h2>
        </section>
      </main>
    </div>
  );
}
