// Catalogue import: upload a CSV, "Check file" (a dry run that writes nothing) or "Import" (all or
// nothing). Either way the seller sees every bad row (line, column, reason) or a summary.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { CSV_COLUMNS, MAX_CSV_BYTES } from "~/domain/catalog/csv";
import { importCatalog } from "~/domain/catalog/csv.server";
import { DomainError } from "~/domain/errors";
import { uploadLimits } from "~/http/body.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { failureMessage, isFailure } from "~/utils/reply";
import type { Route } from "./+types/products-import";

export const meta: Route.MetaFunction = () => [{ title: "Import products · Dashboard" }];

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
  // A file over the limit is told in the form (parseSubmission throws the 413 reply).
  const { submission } = await parseSubmission(request, ImportForm, uploadLimits(MAX_CSV_BYTES));
  if (submission.status !== "success") return invalidSubmission(submission);
  const { file, intent } = submission.value;
  if (!file || file.size === 0)
    return errorReply(new DomainError("file_required", "Please choose a CSV file.", { field: "file" }), submission);
  const summary = await importCatalog(context.get(servicesContext).db, shop.id, await file.text(), { dryRun: intent !== "import" });
  const { errors, ...rest } = summary;
  const shown: ImportSummary = { fileName: file.name, ...rest, errorCount: errors.length, errors: errors.slice(0, ERRORS_SHOWN) };
  if (errors.length === 0) return replySuccess(shown);
  return errorReply(new DomainError("rows_invalid", "Some rows need fixing.", { details: shown }));
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
      <PageHeader title="Import products">
        <Link to={base} className={buttonVariants()}>
          Back to products
        </Link>
        <a href={`${base}/export.csv`} download className={buttonVariants()}>
          Export CSV
        </a>
      </PageHeader>
      <Card className="mb-4">
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <div>
            <label htmlFor="catalogue-file" className="mb-1 block text-sm font-medium text-gray-700">
              Catalogue file (CSV)
            </label>
            <input id="catalogue-file" name="file" type="file" accept=".csv,text/csv" required className={inputClass} />
            <p className="mt-1 text-xs text-gray-500">
              Up to {MAX_CSV_BYTES / (1024 * 1024)} MB. Check the file first: nothing is saved until every row is right.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="check" disabled={busy} className={buttonVariants()}>
              {busy && pendingIntent === "check" ? "Checking…" : "Check file"}
            </button>
            <button type="submit" name="intent" value="import" disabled={busy} className={buttonVariants({ variant: "primary" })}>
              {busy && pendingIntent === "import" ? "Importing…" : "Import"}
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
  const counts = `${result.products} ${result.products === 1 ? "product" : "products"} (${result.created} new, ${result.updated} updated) with ${result.variants} colour and size rows`;
  if (result.errorCount === 0) {
    return result.imported ? (
      <div className="space-y-2">
        <FormSuccess message={`Imported ${counts}.`} />
        <Link to={productsHref} className={buttonVariants()}>
          See products
        </Link>
      </div>
    ) : (
      <FormSuccess message={`${result.fileName} is ready to import: ${counts}. Nothing has been saved yet; press Import to save it.`} />
    );
  }
  return (
    <>
      <FormError
        message={`${result.fileName}: ${result.errorCount} ${result.errorCount === 1 ? "problem" : "problems"} found. Nothing was imported. Fix these rows and check the file again.`}
      />
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Problems in the file</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
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
        <p className="text-sm text-gray-600">
          Showing the first {result.errors.length} of {result.errorCount} problems.
        </p>
      ) : null}
    </>
  );
}

function FormatHelp() {
  return (
    <Card>
      <h2 className="mb-2 font-semibold">File format</h2>
      <p className="mb-2 text-sm text-gray-700">
        The first row holds the column names: <code className="break-words text-xs">{CSV_COLUMNS.join(",")}</code>. Then one row per
        product, colour and size.
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>
          Rows with the same product_ref make one product. Name, price and the other product columns can be left empty after its first row.
        </li>
        <li>price and sale_price are in rupees, such as 499 or 499.50; leave sale_price empty for no sale.</li>
        <li>main is men, women, boy or girl; category and subcategory must already exist in your shop under that main category.</li>
        <li>color and size come from the lists of the product form; stock is a whole number; active is yes or no.</li>
        <li>An exported file uses product ids as product_ref: importing it again updates those products and keeps their photos.</li>
        <li>
          An exported file also has a stock_seen column: the stock when you exported. Leave it as it is and change the stock column; if
          stock changed since (an order, or a cancelled order), that row is refused so no sale is undone. Export again to get the current
          numbers.
        </li>
      </ul>
    </Card>
  );
}
