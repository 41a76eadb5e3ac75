import { BlogLayout, PostCard } from "~/components/pages/blog";
import { blogPosts, featuredPost } from "~/components/pages/blog-data";
import { PageShell } from "~/components/pages/page-shell";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: m.platform_blog_meta_title() }];

export default function Blog() {
  return (
    <PageShell title={m.platform_blog()} intro={m.platform_blog_intro()} wide>
      <BlogLayout>
        <PostCard post={featuredPost()} featured />
        <div className="grid gap-6 md:grid-cols-3">
          {blogPosts().map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </BlogLayout>
    </PageShell>
  );
}
