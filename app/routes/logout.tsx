import { redirect } from "react-router";
import { signOutAction } from "~/http/auth-actions.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  return signOutAction(context, request, "/");
}
