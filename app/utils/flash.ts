/** A one-time notice for the next page: what a form post without JavaScript did (app/http/signed-cookies.server.ts). */
export interface Flash {
  kind: "success" | "error" | "warning";
  text: string;
  description?: string;
}
