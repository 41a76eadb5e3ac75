import { Link } from "react-router";
import * as m from "~/i18n/messages";
import { formatLongDay } from "~/utils/dates";
import { useBasePath } from "./base-path";
import { BLOG_CATEGORIES, type BlogPost, categoryLabel, categorySlug } from "./blog-data";

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="text-sm text-gray-600">
      {post.author} · <time dateTime={post.date}>{formatLongDay(post.date)}</time> ·{" "}
      {m.platform_blog_read_minutes({ n: String(post.readMinutes) })}
    </p>
  );
}

export function PostCard({ post, featured }: { post: BlogPost; featured?: boolean }) {
  const base = useBasePath();
  return (
    <article className={`rounded-xl border border-gray-200 bg-white p-6 shadow-sm ${featured ? "sm:p-8" : ""}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {featured ? m.platform_blog_featured({ category: categoryLabel(post.category) }) : categoryLabel(post.category)}
      </p>
      <h2 className={`mt-2 font-bold ${featured ? "text-2xl sm:text-3xl" : "text-lg"}`}>
        <Link to={`${base}/blog/${post.id}`} className="hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 text-gray-700">{post.excerpt}</p>
      <div className="mt-4">
        <PostMeta post={post} />
      </div>
    </article>
  );
}

export function CategoryList({ current }: { current?: string }) {
  const base = useBasePath();
  return (
    <nav aria-label={m.platform_blog_categories_label()} className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold">{m.platform_blog_categories()}</h2>
      <ul className="mt-3 space-y-1">
        {BLOG_CATEGORIES.map((name) => {
          const href = name === "All Categories" ? `${base}/blog` : `${base}/blog/category/${encodeURIComponent(categorySlug(name))}`;
          const active = (current ?? "All Categories") === name;
          return (
            <li key={name}>
              <Link
                to={href}
                aria-current={active ? "page" : undefined}
                className={`block rounded px-2 py-1.5 text-sm ${active ? "bg-brand-50 font-semibold text-brand-700" : "text-gray-700 hover:bg-gray-50"}`}
              >
                {categoryLabel(name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function BlogLayout({ children, current }: { children: React.ReactNode; current?: string }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
      <div className="space-y-6">{children}</div>
      <aside>
        <CategoryList current={current} />
      </aside>
    </div>
  );
}

export function PostBody({ post }: { post: BlogPost }) {
  const base = useBasePath();
  return (
    <article>
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{categoryLabel(post.category)}</p>
      <div className="mt-2">
        <PostMeta post={post} />
      </div>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-gray-800">
        {post.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <Link to={`${base}/blog`} className="mt-8 inline-block font-medium text-brand-700 hover:underline">
        ← {m.platform_blog_all_posts()}
      </Link>
    </article>
  );
}
