import { useLoaderData } from "react-router";
import { BlogLayout, PostCard } from "~/components/pages/blog";
import { ALL_POSTS, findCategory } from "~/components/pages/blog-data";
import { PageShell } from "~/components/pages/page-shell";
import { throwNotFound } from "~/http/reply.server";
import type { Route } from "./+types/blog-category";

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) throwNotFound("Not Found");
  return { category, posts: ALL_POSTS.filter((p) => category === "All Categories" || p.category === category) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.category ?? "Blog"} · Blog · Haat` }];

export default function BlogCategoryPage() {
  const { category, posts } = useLoaderData<typeof loader>();
  return (
    <PageShell title={category} intro="Posts in this category." wide>
      <BlogLayout current={category}>
        {posts.length > 0 ? (
          posts.map((post) => <PostCard key={post.id} post={post} />)
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-600">
            No posts in this category yet. Check back soon.
          </p>
        )}
      </BlogLayout>
    </PageShell>
  );
}
