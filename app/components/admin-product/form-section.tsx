import type { ReactNode } from "react";

/** One of the product page's boxed forms: its heading (naming the section) and what it does. */
export function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 rounded-xl border border-line bg-surface-raised p-6">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {children}
    </section>
  );
}
