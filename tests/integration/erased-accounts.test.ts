// An erased account stays erased (docs/decisions/0141-erased-accounts-stay-erased.md). A request signed
// in before the erasure committed can still be on its way to a write: a checkout, a saved address, a
// wishlist heart, a consent, a language, a profile change with a new photo. Whichever of the two reaches the person's row first, the
// end is one of two honest states: the erasure went through and nothing of the person is anywhere, or
// an order was placed first and the erasure waits for it. The writer never meets a raw database
// error (a deadlock or the trigger's refusal unmapped), only a clear refusal.
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address, consentEvent, user, wishlistItem } from "../../app/db/schema";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { setMailLocale } from "../../app/domain/customers/mail-preference.server";
import { updateProfile } from "../../app/domain/customers/profile.server";
import { type DiscardFilesJob, discardFiles } from "../../app/domain/images/discard-later.server";
import { giveConsent } from "../../app/domain/privacy/consent.server";
import { eraseDueAccounts } from "../../app/domain/privacy/erase-due.server";
import { addToWishlist } from "../../app/domain/wishlist/wishlist.server";
import { asDomainError } from "../../app/http/reply.server";
import { QUEUES } from "../../app/queue/queue.server";
import { scanTables } from "../setup/personal-data-scan";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeProduct, makeShop, placeDelivery, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const DAY = 24 * 60 * 60 * 1000;
let photo: Uint8Array;
beforeAll(async () => {
  photo = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer(),
  );
});

describe("an erased account stays erased", () => {
  it("guards every table that names a person by user_id, and the user row itself", async () => {
    const { rows: tables } = await s.db.execute<{ table: string; guarded: boolean }>(sql`
      select rel.relname as table,
             exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                     where t.tgrelid = rel.oid and p.proname = 'haat_refuse_erased_person') as guarded
      from pg_constraint c
      join pg_class rel on rel.oid = c.conrelid
      join pg_namespace ns on ns.oid = rel.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = '"user"'::regclass and ns.nspname = 'public' and a.attname = 'user_id'
      group by rel.oid, rel.relname order by 1`);
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((t) => !t.guarded).map((t) => t.table)).toEqual([]);
    const { rows: own } = await s.db.execute(sql`select 1 from pg_trigger where tgname = 'user_stays_erased'`);
    expect(own).toHaveLength(1);
  });

  it("whichever comes first, an erasure and a signed-in write end erased and empty, or deferred behind an order", async () => {
    const shop = await makeShop(s.db);
    await takePayments(s.db, shop.id);
    const kurta = await makeProduct(s.db, shop.id, { stock: 1_000 });
    const outcomes = { erased: 0, deferred: 0, refused: 0 };

    const writers = {
      checkout: (id: string, addressId: string) =>
        placeDelivery(s.db, { id, addressId }, shop, [{ productId: kurta.id, color: "Red", size: "M", quantity: 1 }], {
          paymentMethod: "cod",
        }),
      address: (id: string, _: string, p: Person) => createAddress(s.db, id, { ...homeOf(p), flatHouseBuilding: `Second ${p.flat}` }),
      wishlist: (id: string) => addToWishlist(s.db, id, shop.id, kurta.id),
      consent: (id: string) => giveConsent(s.db, id, "account"),
      locale: (id: string) => setMailLocale(s.db, id, "hi"),
      photo: (id: string, _: string, p: Person) => updateProfile({ db: s.db, storage: s.storage }, id, { name: `${p.name} Jr` }, photo),
    };

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(writers) as (keyof typeof writers)[])),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 25 }),
        fc.stringMatching(/^[a-z]{8}$/),
        async (writer, writerDelay, erasureDelay, tail) => {
          const p = personOf(tail);
          const t0 = new Date(Date.now() - 15 * DAY);
          const id = randomUUID();
          await s.db.insert(user).values({ id, name: p.name, email: p.email, mobile: p.mobile, deletionRequestedAt: t0 });
          const home = await createAddress(s.db, id, homeOf(p));

          const [written] = await Promise.allSettled([
            sleep(writerDelay).then(async () => {
              await writers[writer](id, home.id, p);
            }),
            sleep(erasureDelay).then(() => eraseDueAccounts(s.db)),
          ]);
          if (written.status === "rejected") {
            // A refusal the routes turn into a 4xx, never a deadlock or an unmapped database error.
            const refusal = asDomainError(written.reason);
            expect(refusal, `${written.reason} ${(written.reason as { cause?: unknown }).cause}`).not.toBeNull();
            expect(refusal?.status).toBeLessThan(500);
            outcomes.refused++;
          }

          const [row] = await s.db.select().from(user).where(eq(user.id, id));
          if (row.erasedAt) {
            outcomes.erased++;
            // Their photos: deleted at once when refused, or by the queued job the erasure committed.
            const { rows: discards } = await s.db.execute<{ data: DiscardFilesJob }>(
              sql`select data from pgboss.job where name = ${QUEUES.discardFiles.name} and state = 'created'`,
            );
            for (const job of discards) await discardFiles(s.storage, job.data);
            const files = await readdir(s.dataDir, { recursive: true });
            expect(files.filter((f) => f.includes(`customer_photos/${id}`) && /\.\w+$/.test(f))).toEqual([]);
            const { hits } = await scanTables(s.db, [p.name, p.mobile, p.flat, p.email]);
            expect(hits).toEqual([]);
            expect(row.locale).toBeNull();
            expect(await s.db.$count(address, eq(address.userId, id))).toBe(0);
            expect(await s.db.$count(wishlistItem, eq(wishlistItem.userId, id))).toBe(0);
            expect(await s.db.$count(consentEvent, eq(consentEvent.userId, id))).toBe(0);
          } else {
            // Only an order placed first holds an erasure back; it waits for the parcel, then runs.
            outcomes.deferred++;
            expect(writer).toBe("checkout");
            expect(written.status).toBe("fulfilled");
          }
        },
      ),
      { numRuns: 30 },
    );
    console.info("erased accounts race:", outcomes);
    expect(outcomes.erased).toBeGreaterThan(0);
  });
});

type Person = ReturnType<typeof personOf>;

function personOf(tail: string) {
  return {
    name: `Ravindra Quillfeather ${tail}`,
    email: `rq.${tail}.${randomUUID().slice(0, 6)}@example.com`,
    mobile: String(6_000_000_000 + Math.floor(Math.random() * 3_999_999_999)),
    flat: `Flat 7Q Quillfeather Towers ${tail}`,
  };
}

const homeOf = (p: Person) => ({
  name: p.name,
  mobile: p.mobile,
  flatHouseBuilding: p.flat,
  areaStreetSector: "Ombrellino Marg",
  landmark: "",
  pincode: "411001",
  townCity: "Pune",
  state: "Maharashtra",
});
