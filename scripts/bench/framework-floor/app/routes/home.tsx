// One page with loader data and a link: what every storefront page uses at the least.
import { Link, useLoaderData } from "react-router";

export function loader() {
  return { greeting: "hello" };
}

export default function Home() {
  const { greeting } = useLoaderData<typeof loader>();
  return <Link to="/">{greeting}</Link>;
}
