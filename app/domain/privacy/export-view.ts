// A data export as a page shows it (browser-safe).
import type { DataExportKind } from "~/db/schema/values";

/** Being made; ready to download; made but past its time; or the job gave up. */
export type ExportState = "preparing" | "ready" | "expired" | "failed";

export interface ExportView {
  id: string;
  kind: DataExportKind;
  state: ExportState;
  bytes: number | null;
  createdAt: string;
  expiresAt: string;
}

/** An archive's size as people read it: "2.4 MB" (never "0.0"). */
export const archiveSize = (bytes: number) => `${Math.max(0.1, bytes / 1_000_000).toFixed(1)} MB`;

/** The page where an export's state is shown and its zip downloaded (the e-mail links here). */
export const exportPage = (exportId: string) => `/exports/${exportId}`;
export const exportArchive = (exportId: string) => `/exports/${exportId}/archive.zip`;
