import { Link } from "react-router";
import { imageSrcSet, imageUrl } from "~/media/urls";

/** A card's picture: an uploaded image (by key) or a stock picture (by URL). */
export type CardImage = { key: string | null } | { src: string };

const img = "aspect-[3/2] h-auto w-full object-cover transition group-hover:scale-105";

export function CategoryCard({ to, name, image, active }: { to: string; name: string; image: CardImage; active: boolean }) {
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        aria-current={active ? "true" : undefined}
        className={`group block overflow-hidden rounded-xl border bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          active ? "border-brand-600 ring-2 ring-brand-600" : "border-gray-200"
        }`}
      >
        {"src" in image ? (
          <img src={image.src} alt="" width={600} height={400} loading="lazy" className={img} />
        ) : image.key ? (
          <img
            src={imageUrl(image.key, 320)}
            srcSet={imageSrcSet(image.key)}
            sizes="(min-width: 1024px) 200px, 45vw"
            alt=""
            width={600}
            height={600}
            loading="lazy"
            className={img}
          />
        ) : (
          <div className="aspect-[3/2] bg-brand-50" />
        )}
        <span className="block px-3 py-2 text-center text-sm font-semibold">{name}</span>
      </Link>
    </li>
  );
}
