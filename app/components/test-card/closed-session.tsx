import { CheckCircle2, TriangleAlert } from "#app/components/icons.tsx";

/** A session that takes no more cards: paid (`done`) or expired. */
export function ClosedSession(props: {
  done: boolean;
  title: string;
  message: string;
  link: { href: string; label: string };
}) {
  return (
    <div className="mt-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {props.done ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-primary-600" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-5 text-error-600" />
        )}
        {props.title}
      </h2>
      <p className="mt-2">{props.message}</p>
      <a
        href={props.link.href}
        className="mt-4 inline-flex rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
      >
        {props.link.label}
      </a>
    </div>
  );
}
