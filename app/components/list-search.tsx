import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A list's search (and filters): a plain GET form, so what is searched is part of the address and
 * works without scripts. `children` are further filters, placed before the button.
 */
export function ListSearch({
  id,
  label,
  query,
  button,
  maxLength = 200,
  children,
  after,
}: {
  id: string;
  label: string;
  query: string;
  button: string;
  maxLength?: number;
  children?: ReactNode;
  /** After the button: a way back to the whole list. */
  after?: ReactNode;
}) {
  return (
    <search>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {label}
          </label>
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={query}
            maxLength={maxLength}
            className="field h-10 w-full"
          />
        </div>
        {children}
        <button type="submit" className="btn-secondary h-10">
          {button}
        </button>
        {after}
      </Form>
    </search>
  );
}

/** A select among a list's filters, labelled above like the search. */
export function ListFilter({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="field h-10">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
