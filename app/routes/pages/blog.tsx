import { BlogLayout, PostCard } from "~/components/pages/blog";
import { BLOG_POSTS, FEATURED_POST } from "~/components/pages/blog-data";
import { PageShell } from "~/components/pages/page-shell";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: "Blog · Haat" }];

export default function Blog() {
  return (
    <PageShell title="Blog" intro="Stories, guides and news for sellers building their business online." wide>
      <BlogLayout>
        <PostCard post={FEATURED_POST} featured />
        <div className="grid gap-6 md:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </BlogLayout>
    </PageShell>
  );
}
