// The chosen colour's pictures: one large view, arrows and thumbnails when there are several.
import { ChevronIcon } from "~/components/shop/icons";
import * as m from "~/i18n/messages";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { useGallery } from "./use-gallery";

const arrow =
  "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-2 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600";

export function Gallery({ images, name, sale }: { images: string[]; name: string; sale: boolean }) {
  const { index, show, previous, next } = useGallery(images.length);
  const current = images[index];
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-gray-100">
        {current ? (
          <img
            src={imageUrl(current, 1280)}
            srcSet={imageSrcSet(current)}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={m.shop_gallery_alt({ name, n: index + 1, total: images.length })}
            width={560}
            height={700}
            fetchPriority="high"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[4/5] items-center justify-center text-gray-500">{m.shop_no_image()}</div>
        )}
        {sale ? (
          <span className="absolute left-3 top-3 rounded bg-red-600 px-2 py-1 text-sm font-bold text-white">{m.shop_sale()}</span>
        ) : null}
        {images.length > 1 ? (
          <>
            <button type="button" aria-label={m.shop_image_previous()} onClick={previous} className={`${arrow} left-2`}>
              <ChevronIcon dir="left" />
            </button>
            <button type="button" aria-label={m.shop_image_next()} onClick={next} className={`${arrow} right-2`}>
              <ChevronIcon />
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? <Thumbnails images={images} index={index} onShow={show} /> : null}
    </div>
  );
}

function Thumbnails({ images, index, onShow }: { images: string[]; index: number; onShow: (i: number) => void }) {
  return (
    <ul className="mt-3 grid grid-cols-5 gap-2">
      {images.map((key, i) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => onShow(i)}
            aria-label={m.shop_image_show({ n: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            className={`block w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-brand-600 ${i === index ? "border-brand-600" : "border-transparent"}`}
          >
            <img
              src={imageUrl(key, 320)}
              alt=""
              width={560}
              height={700}
              loading="lazy"
              className="aspect-[4/5] h-auto w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
