import { useLoaderData } from "react-router";
import { BlogLayout, PostBody } from "~/components/pages/blog";
import { findPost } from "~/components/pages/blog-data";
import { PageShell } from "~/components/pages/page-shell";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.postId);
  if (!post) throwNotFound(m.platform_not_found());
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data?.post ? m.platform_blog_post_meta_title({ title: data.post.title }) : m.platform_blog_meta_title() },
];

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <PageShell title={post.title} wide>
      <BlogLayout current={post.category}>
        <PostBody post={post} />
      </BlogLayout>
    </PageShell>
  );
}
