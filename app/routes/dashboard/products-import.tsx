// Catalogue import: upload a CSV, "Check file" (a dry run that writes nothing) or "Import" (all or
// nothing). Either way the seller sees every bad row (line, column, reason) or a summary.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { isZip, MAX_ARCHIVE_BYTES } from "~/domain/catalog/archive";
import { importArchive } from "~/domain/catalog/archive-import.server";
import { CSV_COLUMNS, MAX_CSV_BYTES } from "~/domain/catalog/csv";
import { importCatalog } from "~/domain/catalog/csv.server";
import { DomainError } from "~/domain/errors";
import { formatBytes, uploadLimits } from "~/http/body.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { failureMessage, isFailure } from "~/utils/reply";
import type { Route } from "./+types/products-import";

export const meta: Route.MetaFunction = () => [{ title: m.dash_meta_page({ page: m.dash_import_title() }) }];

/** Errors sent to the page; the count says how many more there are. */
const ERRORS_SHOWN = 500;

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return { handle: shop.handle };
}

const ImportForm = z.object({ intent: z.string().optional(), file: z.file().optional() });

/** What the page shows of a check or an import: counts and the first bad rows. */
type ImportSummary = Omit<Awaited<ReturnType<typeof importCatalog>>, "errors"> & {
  fileName: string;
  errorCount: number;
  errors: Awaited<ReturnType<typeof importCatalog>>["errors"];
};

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  // A file over the limit is told in the form (parseSubmission throws the 413 reply). A shop's
  // export zip may be larger than a CSV, so the CSV's own limit is checked once the kind is known.
  const { submission } = await parseSubmission(request, ImportForm, uploadLimits(MAX_ARCHIVE_BYTES));
  if (submission.status !== "success") return invalidSubmission(submission);
  const { file, intent } = submission.value;
  if (!file || file.size === 0) return errorReply(new DomainError("file_required", m.dash_choose_csv(), { field: "file" }), submission);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const opts = { dryRun: intent !== "import" };
  const services = context.get(servicesContext);
  if (!isZip(bytes) && bytes.length > MAX_CSV_BYTES) {
    const tooLarge = m.platform_file_too_large({ file: file.name, limit: formatBytes(MAX_CSV_BYTES) });
    return errorReply(new DomainError("file_too_large", tooLarge, { status: 413, field: "file" }), submission);
  }
  let summary: Awaited<ReturnType<typeof importCatalog>>;
  try {
    summary = isZip(bytes)
      ? await importArchive(services, shop.id, bytes, opts)
      : await importCatalog(services.db, shop.id, new TextDecoder().decode(bytes), opts);
  } catch (error) {
    return errorReply(error, submission); // an unreadable zip, a bomb, no products.csv: told on the file
  }
  const { errors, ...rest } = summary;
  const shown: ImportSummary = { fileName: file.name, ...rest, errorCount: errors.length, errors: errors.slice(0, ERRORS_SHOWN) };
  if (errors.length === 0) return replySuccess(shown);
  return errorReply(new DomainError("rows_invalid", m.dash_rows_need_fixing(), { details: shown }));
}

/** The summary a reply carries (on success, or with the rows to fix), if any. */
function summaryOf(reply: unknown): ImportSummary | null {
  const carried = isFailure(reply) ? reply.details : (reply as { data?: unknown } | undefined)?.data;
  return carried && typeof carried === "object" && "fileName" in carried ? (carried as ImportSummary) : null;
}

export default function ProductsImport() {
  const { handle } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const summary = summaryOf(result);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const pendingIntent = navigation.formData?.get("intent");
  const base = `/${handle}/dashboard/products`;
  return (
    <>
      <PageHeader title={m.dash_import_title()}>
        <Link to={base} className={buttonVariants()}>
          {m.dash_back_to_products()}
        </Link>
        <a href={`${base}/export.csv`} download className={buttonVariants()}>
          {m.dash_export_csv()}
        </a>
      </PageHeader>
      <Card className="mb-4">
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <div>
            <label htmlFor="catalogue-file" className="mb-1 block text-sm font-medium text-gray-700">
              {m.dash_catalogue_file()}
            </label>
            <input
              id="catalogue-file"
              name="file"
              type="file"
              accept=".csv,text/csv,.zip,application/zip"
              required
              className={inputClass}
            />
            <p className="mt-1 text-xs text-gray-500">{m.dash_import_size_hint({ mb: MAX_CSV_BYTES / (1024 * 1024) })}</p>
            <p className="mt-1 text-xs text-gray-500">{m.privacy_shop_import_zip_hint({ mb: MAX_ARCHIVE_BYTES / (1024 * 1024) })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="check" disabled={busy} className={buttonVariants()}>
              {busy && pendingIntent === "check" ? m.dash_checking() : m.dash_check_file()}
            </button>
            <button type="submit" name="intent" value="import" disabled={busy} className={buttonVariants({ variant: "primary" })}>
              {busy && pendingIntent === "import" ? m.dash_importing() : m.dash_import()}
            </button>
          </div>
        </Form>
      </Card>
      <div aria-live="polite" className="mb-4 space-y-3">
        {summary ? <ImportResult result={summary} productsHref={base} /> : <FormError message={failureMessage(result)} />}
      </div>
      <FormatHelp />
    </>
  );
}

type Result = ImportSummary;

function ImportResult({ result, productsHref }: { result: Result; productsHref: string }) {
  const counts = (result.products === 1 ? m.dash_import_counts_one : m.dash_import_counts_other)({
    products: result.products,
    created: result.created,
    updated: result.updated,
    variants: result.variants,
  });
  if (result.errorCount === 0) {
    return result.imported ? (
      <div className="space-y-2">
        <FormSuccess message={m.dash_imported({ counts })} />
        <Link to={productsHref} className={buttonVariants()}>
          {m.dash_see_products()}
        </Link>
      </div>
    ) : (
      <FormSuccess message={m.dash_ready_to_import({ file: result.fileName, counts })} />
    );
  }
  return (
    <>
      <FormError
        message={(result.errorCount === 1 ? m.dash_problems_found_one : m.dash_problems_found_other)({
          file: result.fileName,
          count: result.errorCount,
        })}
      />
      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.dash_problems_in_file()}</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {m.dash_line()}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.dash_column()}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.dash_problem()}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((e, i) => (
              <tr key={`${e.line}-${e.field}-${i}`} className="border-t border-gray-100 align-top">
                <td className="px-3 py-2 tabular-nums">{e.line}</td>
                <td className="px-3 py-2 font-mono text-xs">{e.field || "—"}</td>
                <td className="px-3 py-2 break-words">{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.errorCount > result.errors.length ? (
        <p className="text-sm text-gray-600">{m.dash_showing_first({ shown: result.errors.length, count: result.errorCount })}</p>
      ) : null}
    </>
  );
}

function FormatHelp() {
  return (
    <Card>
      <h2 className="mb-2 font-semibold">{m.dash_file_format()}</h2>
      <p className="mb-2 text-sm text-gray-700">
        {m.dash_format_columns_before()}
        <code className="break-words text-xs">{CSV_COLUMNS.join(",")}</code>
        {m.dash_format_columns_after()}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>{m.dash_format_ref()}</li>
        <li>{m.dash_format_price()}</li>
        <li>{m.dash_format_main()}</li>
        <li>{m.dash_format_color()}</li>
        <li>{m.dash_format_export()}</li>
        <li>{m.dash_format_stock_seen()}</li>
        <li>{m.dash_format_gst()}</li>
      </ul>
    </Card>
  );
}
