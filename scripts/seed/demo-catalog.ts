// The demo platform's content: shops, their category trees and product templates.
// Pure data; scripts/seed/demo.server.ts turns it into rows and pictures.
import type { MainCategory } from "~/db/schema/values";
import type { SIZE_GROUPS_BY_MAIN } from "~/domain/catalog/constants";
import type { BannerArt, Garment } from "./demo-images.server";

/** [name, price in rupees, one-line description] */
export type ProductTemplate = readonly [name: string, rupees: number, blurb: string];

export interface CategorySeed {
  main: MainCategory;
  name: string;
  /** Silhouette used for this category's pictures and its products' placeholder photos. */
  garment: Garment;
  /** Which size list of the main category its products use (docs/product.md#catalogue-values). */
  sizeGroup: string;
  subcategories: ReadonlyArray<{ name: string; products: readonly ProductTemplate[] }>;
}

// One helper per main category, so sizeGroup is checked against that category's size lists.
type SeedFor<M extends MainCategory> = Omit<CategorySeed, "main" | "sizeGroup"> & {
  sizeGroup: keyof (typeof SIZE_GROUPS_BY_MAIN)[M] & string;
};
const men = (c: SeedFor<"men">): CategorySeed => ({ main: "men", ...c });
const women = (c: SeedFor<"women">): CategorySeed => ({ main: "women", ...c });
const boy = (c: SeedFor<"boy">): CategorySeed => ({ main: "boy", ...c });
const girl = (c: SeedFor<"girl">): CategorySeed => ({ main: "girl", ...c });

/**
 * Every category the demo shops use. Each shop takes a slice of each subcategory's templates
 * (ShopSeed.take), so product names do not repeat across shops.
 */
export const CATALOG: readonly CategorySeed[] = [
  men({
    name: "Shirts",
    garment: "shirt",
    sizeGroup: "letter",
    subcategories: [
      {
        name: "Casual Shirts",
        products: [
          ["Cotton Slim Fit Checked Shirt", 899, "A soft, breathable checked shirt cut slim for everyday wear."],
          ["Linen Blend Mandarin Collar Shirt", 1299, "Cool linen blend with a mandarin collar, made for Indian summers."],
        ],
      },
      {
        name: "Formal Shirts",
        products: [
          ["Oxford Cotton Formal Shirt", 1199, "A crisp Oxford weave shirt that stays smart from the first meeting to the last."],
          ["Satin Finish Party Shirt", 1499, "A subtle sheen for weddings, parties and evening functions."],
        ],
      },
    ],
  }),
  men({
    name: "T-Shirts",
    garment: "tshirt",
    sizeGroup: "letter",
    subcategories: [
      {
        name: "Round Neck",
        products: [
          ["Pure Cotton Round Neck T-Shirt", 399, "Bio-washed 180 GSM cotton that stays soft wash after wash."],
          ["Graphic Print Oversized T-Shirt", 549, "A relaxed drop-shoulder fit with a bold front print."],
        ],
      },
      {
        name: "Polo",
        products: [
          ["Pique Cotton Polo T-Shirt", 699, "Classic pique knit polo with a ribbed collar and two-button placket."],
          ["Tipped Collar Polo T-Shirt", 799, "A smart polo with contrast tipping on the collar and cuffs."],
        ],
      },
    ],
  }),
  men({
    name: "Kurtas",
    garment: "kurta",
    sizeGroup: "chest",
    subcategories: [
      {
        name: "Cotton Kurtas",
        products: [
          ["Handloom Cotton Straight Kurta", 999, "Woven on handlooms, this straight kurta pairs with jeans or pyjamas."],
          ["Lucknowi Chikankari Kurta", 1799, "Delicate hand-done chikankari embroidery on fine cotton."],
        ],
      },
      {
        name: "Festive Kurtas",
        products: [
          ["Silk Blend Festive Kurta", 2499, "A rich silk blend kurta for Diwali, weddings and pujas."],
          ["Jacquard Kurta Pyjama Set", 3299, "Woven jacquard kurta with a matching churidar pyjama."],
        ],
      },
    ],
  }),
  men({
    name: "Jeans",
    garment: "trousers",
    sizeGroup: "numeric",
    subcategories: [
      {
        name: "Slim Fit",
        products: [
          ["Stretchable Slim Fit Jeans", 1299, "Mid-rise denim with just enough stretch for all-day comfort."],
          ["Dark Wash Tapered Jeans", 1599, "A deep indigo wash with a clean taper from knee to ankle."],
        ],
      },
      {
        name: "Regular Fit",
        products: [
          ["Classic Regular Fit Jeans", 1199, "The dependable five-pocket jean with a straight, roomy fit."],
          ["Light Wash Straight Jeans", 1399, "Stone-washed denim with a relaxed straight leg."],
        ],
      },
    ],
  }),
  women({
    name: "Sarees",
    garment: "saree",
    sizeGroup: "free",
    subcategories: [
      {
        name: "Silk Sarees",
        products: [
          [
            "Banarasi Silk Saree with Zari Border",
            4499,
            "Woven in Varanasi with an intricate zari border and a rich pallu; blouse piece included.",
          ],
          ["Kanjivaram Art Silk Saree", 3999, "Temple border and contrast pallu inspired by Kanchipuram weaves; blouse piece included."],
          ["Mysore Crepe Silk Saree", 2999, "Lightweight crepe silk with a soft fall and a slim gold border."],
          ["Paithani Style Silk Saree", 4999, "Peacock motifs on the pallu in the style of Maharashtra's Paithani weaves."],
        ],
      },
      {
        name: "Cotton Sarees",
        products: [
          ["Handloom Cotton Saree", 1299, "A breathable handloom saree for office and everyday wear."],
          ["Bengal Tant Cotton Saree", 999, "Crisp Tant cotton from Bengal with a woven floral border."],
          ["Kota Doria Cotton Saree", 1499, "Airy Kota Doria checks from Rajasthan, light as a feather."],
          ["Kerala Kasavu Cotton Saree", 1899, "Off-white cotton with the classic golden kasavu border, perfect for Onam."],
        ],
      },
    ],
  }),
  women({
    name: "Kurtis",
    garment: "kurta",
    sizeGroup: "letter",
    subcategories: [
      {
        name: "Straight Kurtis",
        products: [
          ["Printed Rayon Straight Kurti", 599, "Flowy rayon with an all-over print and three-quarter sleeves."],
          ["Jaipuri Block Print Kurti", 749, "Hand block-printed cotton from Jaipur with a notched neckline."],
          ["Mirror Work Straight Kurti", 899, "Gujarati mirror work on the yoke for a festive touch."],
          ["Khadi Cotton Kurti", 699, "Handspun khadi that gets softer with every wash."],
        ],
      },
      {
        name: "Anarkali Kurtis",
        products: [
          ["Flared Anarkali Kurti", 1199, "A twirl-ready Anarkali with a fitted bodice and a full flare."],
          ["Georgette Anarkali Kurti", 1499, "Soft georgette Anarkali with lace trims, lined for comfort."],
          ["Bandhani Print Anarkali Kurti", 1099, "Bright Bandhani prints on a flowing Anarkali silhouette."],
          ["Embroidered Yoke Anarkali Kurti", 1399, "Thread embroidery on the yoke and a gota-trimmed hem."],
        ],
      },
    ],
  }),
  women({
    name: "Dresses",
    garment: "dress",
    sizeGroup: "letter",
    subcategories: [
      {
        name: "Maxi Dresses",
        products: [
          ["Floral Print Maxi Dress", 1199, "An ankle-length floral dress with a tie-up waist."],
          ["Tiered Cotton Maxi Dress", 1399, "Three soft tiers of cotton for easy summer days."],
          ["Ikat Print Maxi Dress", 1299, "Bold ikat patterns on a breezy, lined maxi."],
          ["Boho Tassel Maxi Dress", 1499, "A V-neck maxi with tassel ties and a relaxed fit."],
        ],
      },
      {
        name: "Midi Dresses",
        products: [
          ["Wrap Midi Dress", 999, "A flattering wrap dress that works for work and weekends."],
          ["Smocked Midi Dress", 1099, "Smocked bodice and puff sleeves on a comfortable midi."],
          ["Polka Dot Midi Dress", 899, "Timeless polka dots with a flared skirt and pockets."],
          ["Linen Shirt Midi Dress", 1299, "A button-down linen shirt dress with a fabric belt."],
        ],
      },
    ],
  }),
  women({
    name: "Tops",
    garment: "tshirt",
    sizeGroup: "letter",
    subcategories: [
      {
        name: "Casual Tops",
        products: [
          ["Ruffle Sleeve Cotton Top", 499, "A cotton top with playful ruffled sleeves."],
          ["Striped Boat Neck Top", 449, "Classic stripes and a wide boat neckline."],
          ["Peplum Crepe Top", 599, "A fitted crepe top with a flared peplum hem."],
          ["Puff Sleeve Top", 549, "Soft puff sleeves and a square neck for an easy dressy look."],
        ],
      },
      {
        name: "Tunics",
        products: [
          ["Kalamkari Print Tunic", 699, "Hand-painted style Kalamkari motifs on a short cotton tunic."],
          ["Embroidered Cotton Tunic", 799, "A hip-length tunic with tonal embroidery at the neck."],
          ["Ajrakh Print Tunic", 749, "Indigo and madder Ajrakh prints from Kutch on soft cotton."],
          ["Linen Button-Down Tunic", 849, "A relaxed linen tunic with roll-up sleeves."],
        ],
      },
    ],
  }),
  boy({
    name: "T-Shirts",
    garment: "tshirt",
    sizeGroup: "age",
    subcategories: [
      {
        name: "Printed T-Shirts",
        products: [
          ["Superhero Print T-Shirt", 349, "A soft cotton tee with a bright superhero print."],
          ["Dino Graphic T-Shirt", 299, "Friendly dinosaurs on breathable cotton jersey."],
          ["Cricket Star Print T-Shirt", 329, "For the little batsman: a cricket-themed print on pure cotton."],
          ["Space Explorer T-Shirt", 349, "Rockets and planets on a comfortable crew-neck tee."],
          ["Cartoon Car Print T-Shirt", 299, "Zooming cartoon cars on a soft everyday tee."],
        ],
      },
      {
        name: "Polo T-Shirts",
        products: [
          ["Cotton Polo T-Shirt", 449, "A smart cotton polo that is easy to wear and easy to wash."],
          ["Striped Polo T-Shirt", 499, "Classic stripes on a breathable pique polo."],
          ["School Sports Polo T-Shirt", 399, "Quick-dry polo for PT periods and sports day."],
          ["Contrast Collar Polo T-Shirt", 479, "A solid polo with a contrast collar and sleeve tipping."],
          ["Pique Polo T-Shirt Pack of 2", 799, "Two everyday pique polos at one price."],
        ],
      },
    ],
  }),
  boy({
    name: "Shorts",
    garment: "shorts",
    sizeGroup: "numeric",
    subcategories: [
      {
        name: "Cotton Shorts",
        products: [
          ["Elasticated Cotton Shorts", 349, "Pull-on cotton shorts with a comfortable elastic waist."],
          ["Cargo Pocket Shorts", 449, "Six roomy pockets for every treasure found at the park."],
          ["Printed Beach Shorts", 399, "Quick-dry printed shorts for holidays and splash days."],
          ["Drawstring Jogger Shorts", 379, "Soft terry shorts with a drawstring waist."],
          ["Checked Cotton Shorts", 349, "Smart checks in breathable cotton for summer outings."],
        ],
      },
      {
        name: "Denim Shorts",
        products: [
          ["Washed Denim Shorts", 599, "Soft washed denim with an adjustable inner waistband."],
          ["Distressed Denim Shorts", 649, "Light distressing for a cool, casual look."],
          ["Rolled Hem Denim Shorts", 549, "Denim shorts with a neat rolled-up hem."],
          ["Soft Denim Bermuda Shorts", 699, "Knee-length Bermudas in stretchable soft denim."],
          ["Stretch Denim Shorts", 599, "Stretch denim that moves with active kids."],
        ],
      },
    ],
  }),
  girl({
    name: "Frocks",
    garment: "frock",
    sizeGroup: "age",
    subcategories: [
      {
        name: "Party Frocks",
        products: [
          ["Net Party Frock with Bow", 899, "Layered net frock with a satin bow, lined with soft cotton."],
          ["Sequin Party Frock", 1199, "A sparkling sequin bodice over a twirly skirt."],
          ["Tulle Layered Party Frock", 999, "Three tulle layers for a princess-worthy flare."],
          ["Satin Princess Frock", 1299, "Glossy satin with puff sleeves and a flower brooch."],
          ["Velvet Party Frock", 1099, "Rich velvet frock for winter weddings and parties."],
        ],
      },
      {
        name: "Cotton Frocks",
        products: [
          ["Floral Cotton Frock", 449, "An everyday floral frock in breathable cotton."],
          ["Smocked Cotton Frock", 549, "Hand-smocked chest panel on a soft cotton frock."],
          ["Polka Dot Cotton Frock", 399, "Cheerful polka dots with a Peter Pan collar."],
          ["Schiffli Cotton Frock", 599, "Schiffli embroidered cotton, cool for summer."],
          ["Gingham Check Frock", 449, "Classic gingham checks with a tie-back belt."],
        ],
      },
    ],
  }),
  girl({
    name: "Lehengas",
    garment: "lehenga",
    sizeGroup: "age",
    subcategories: [
      {
        name: "Lehenga Choli",
        products: [
          ["Embroidered Lehenga Choli Set", 1499, "Embroidered choli, flared lehenga and a matching dupatta."],
          ["Mirror Work Lehenga Choli", 1799, "Festive mirror work from Kutch on a bright lehenga set."],
          ["Gota Patti Lehenga Set", 1999, "Rajasthani gota patti work for weddings and festivals."],
          ["Brocade Lehenga Choli", 2299, "Woven brocade lehenga with a net dupatta."],
          ["Printed Cotton Lehenga Set", 1299, "Light cotton lehenga that is comfortable all day."],
        ],
      },
      {
        name: "Pattu Pavadai",
        products: [
          ["Silk Pattu Pavadai Set", 1599, "Traditional South Indian silk pavadai with a contrast border."],
          ["Zari Border Pattu Pavadai", 1899, "Bright silk with a broad zari border, ready for temple visits."],
          ["Kanchi Pattu Pavadai", 2199, "Kanchipuram-style silk pavadai with a matching blouse."],
          ["Temple Border Pavadai", 1699, "A classic temple border on a festive pavadai set."],
          ["Festive Silk Pavadai Set", 1799, "Silk pavadai and blouse for Pongal, Onam and Diwali."],
        ],
      },
    ],
  }),
];

/** Added to product descriptions so they read like real listings. */
export const CARE_NOTES = [
  "Machine wash cold with similar colours.",
  "Gentle hand wash recommended; dry in shade.",
  "Dry clean only for the first wash.",
  "Made in India.",
  "Colours may vary slightly due to lighting.",
] as const;

export interface ShopSeed {
  handle: string;
  shopName: string;
  owner: { name: string; email: string };
  phone: string;
  location: string;
  /** Theme colour of the shop's profile photo. */
  photoColor: string;
  /** Half-open index range [from, to) into each subcategory's templates, per main category sold. */
  take: Partial<Record<MainCategory, readonly [number, number]>>;
  /** Photos per colour: the first colour gets the first count, the rest the second. */
  anglesPerColor: readonly [first: number, rest: number];
  banners: readonly BannerArt[];
}

export const SHOPS: readonly ShopSeed[] = [
  {
    handle: "demo",
    shopName: "Demo Fashion House",
    owner: { name: "Rahul Sharma", email: "seller@example.com" },
    phone: "9876543210",
    location: "MI Road, Jaipur, Rajasthan 302001",
    photoColor: "#0f766e",
    take: { men: [0, 2], women: [0, 2], boy: [0, 2], girl: [0, 2] },
    anglesPerColor: [3, 2],
    banners: [
      {
        colors: ["#7c3aed", "#db2777"],
        title: "Festive Collection",
        subtitle: "Kurtas, sarees and lehengas for every celebration",
        garments: ["kurta", "saree", "lehenga"],
      },
      {
        colors: ["#0f766e", "#0891b2"],
        title: "New Arrivals",
        subtitle: "Fresh styles added every week",
        garments: ["shirt", "dress", "tshirt"],
      },
      {
        colors: ["#ea580c", "#f59e0b"],
        title: "Kids Corner",
        subtitle: "Comfortable cotton wear for little ones",
        garments: ["frock", "shorts", "tshirt"],
      },
    ],
  },
  {
    handle: "priya-fashions",
    shopName: "Priya Fashions",
    owner: { name: "Priya Nair", email: "priya@example.com" },
    phone: "9847012345",
    location: "Broadway, Ernakulam, Kochi, Kerala 682031",
    photoColor: "#be185d",
    take: { women: [2, 4], girl: [2, 3] },
    anglesPerColor: [1, 1],
    banners: [
      {
        colors: ["#9d174d", "#f43f5e"],
        title: "Priya Fashions",
        subtitle: "Handpicked sarees and kurtis from Kerala",
        garments: ["saree", "kurta", "dress"],
      },
      {
        colors: ["#a16207", "#eab308"],
        title: "Onam Specials",
        subtitle: "Kasavu sarees and festive pavadais",
        garments: ["saree", "lehenga", "kurta"],
      },
    ],
  },
  {
    handle: "little-steps",
    shopName: "Little Steps Kids Wear",
    owner: { name: "Arjun Mehta", email: "kids@example.com" },
    phone: "9822098220",
    location: "FC Road, Shivajinagar, Pune, Maharashtra 411005",
    photoColor: "#2563eb",
    take: { boy: [2, 5], girl: [3, 5] },
    anglesPerColor: [1, 1],
    banners: [
      {
        colors: ["#1d4ed8", "#06b6d4"],
        title: "Little Steps",
        subtitle: "Playful clothes for growing kids",
        garments: ["tshirt", "frock", "shorts"],
      },
      {
        colors: ["#15803d", "#84cc16"],
        title: "Back to School",
        subtitle: "Polos, shorts and everyday comfort",
        garments: ["tshirt", "shorts", "tshirt"],
      },
    ],
  },
];

export const PLATFORM_BANNERS: ReadonlyArray<{ title: string; subtitle: string; art: BannerArt }> = [
  {
    title: "Your Ultimate eCommerce Platform",
    subtitle: "Open your online store in minutes and sell to customers across India.",
    art: { colors: ["#4338ca", "#7c3aed"], garments: ["shirt", "saree", "frock"] },
  },
  {
    title: "Beautiful Storefronts",
    subtitle: "Every seller gets a mobile-friendly shop with its own link and QR code.",
    art: { colors: ["#0f766e", "#22c55e"], garments: ["kurta", "dress", "tshirt"] },
  },
  {
    title: "Shop in Rupees, Order in Seconds",
    subtitle: "Customers browse, save addresses and place orders straight to your shop.",
    art: { colors: ["#c2410c", "#f59e0b"], garments: ["lehenga", "trousers", "shorts"] },
  },
];
