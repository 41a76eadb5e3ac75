// A data export's "ready" message, to the person who asked for it, in their language.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { dataExport, seller, user } from "~/db/schema";
import { exportPage } from "~/domain/privacy/export-view";
import type { DataExportFacts } from "./facts";
import type { MailFacts } from "./mail-facts.server";

export async function dataExportMailFacts(db: Database, baseUrl: string, exportId: string): Promise<MailFacts<DataExportFacts> | null> {
  const [row] = await db
    .select({
      kind: dataExport.kind,
      status: dataExport.status,
      bytes: dataExport.bytes,
      expiresAt: dataExport.expiresAt,
      email: user.email,
      locale: user.locale,
      shopName: seller.shopName,
      handle: seller.handle,
    })
    .from(dataExport)
    .innerJoin(user, eq(user.id, dataExport.userId))
    .leftJoin(seller, eq(seller.id, dataExport.sellerId))
    .where(eq(dataExport.id, exportId));
  if (row?.status !== "ready") return null;
  return {
    recipient: { to: row.email, locale: row.locale },
    facts: {
      shopName: row.shopName ?? "Haat",
      shopUrl: row.handle ? `${baseUrl}/${row.handle}` : baseUrl,
      kind: row.kind,
      exportUrl: `${baseUrl}${exportPage(exportId)}`,
      bytes: row.bytes ?? 0,
      expiresAt: row.expiresAt.toISOString(),
    },
  };
}
