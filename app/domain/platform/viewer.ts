/** Who is looking at a platform page, as its header shows them: their name and where they can go. */
export interface Viewer {
  name: string;
  /** Their own shop's dashboard (sellers only). */
  dashboard: string | null;
  /** The admin console (admins only). */
  admin: string | null;
}
