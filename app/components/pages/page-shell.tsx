// The frame of the generic content pages, the same on the platform and inside a shop.
export function PageShell({ title, intro, children, wide }: { title: string; intro?: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <main className={`mx-auto w-full px-4 py-10 sm:py-14 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-lg text-gray-600">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </main>
  );
}

export function Prose({ sections }: { sections: Array<{ heading: string; body: string[] }> }) {
  return (
    <div className="space-y-8">
      {sections.map((s) => (
        <section key={s.heading}>
          <h2 className="text-xl font-semibold">{s.heading}</h2>
          {s.body.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-gray-700">
              {p}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
