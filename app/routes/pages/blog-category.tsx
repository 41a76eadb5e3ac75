import { useLoaderData } from "react-router";
import { BlogLayout, PostCard } from "~/components/pages/blog";
import { allPosts, categoryLabel, findCategory } from "~/components/pages/blog-data";
import { PageShell } from "~/components/pages/page-shell";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/blog-category";

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) throwNotFound(m.platform_not_found());
  return { category, posts: allPosts().filter((p) => category === "All Categories" || p.category === category) };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  {
    title: data?.category ? m.platform_blog_category_meta_title({ category: categoryLabel(data.category) }) : m.platform_blog_meta_title(),
  },
];

export default function BlogCategoryPage() {
  const { category, posts } = useLoaderData<typeof loader>();
  return (
    <PageShell title={categoryLabel(category)} intro={m.platform_blog_category_intro()} wide>
      <BlogLayout current={category}>
        {posts.length > 0 ? (
          posts.map((post) => <PostCard key={post.id} post={post} />)
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-600">
            {m.platform_blog_category_empty()}
          </p>
        )}
      </BlogLayout>
    </PageShell>
  );
}
