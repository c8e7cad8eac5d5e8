import { Form, useSubmit } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { FormEvent } from "react";
import type { BatchFilters as Filters } from "~/features/catalogue/filters";

type Option = { value: string; label: string };
type Props = {
  /** The list's own path: the form reloads it with the filters in the query. */
  action: string;
  filters: Filters;
  options: { modes: Option[]; branches: Option[]; sessions: Option[] };
};

/** Empty fields ("all") are left out, so the URL names only the filters actually chosen. */
function chosen(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim()) params.set(name, value.trim());
  return params;
}

/**
 * A plain GET form: without JavaScript the browser submits it and the server filters; with
 * JavaScript a changed select applies at once and the URL stays free of empty parameters.
 */
export function BatchFilters({ action, filters, options }: Props) {
  const submit = useSubmit();
  const apply = (form: HTMLFormElement) => submit(chosen(form), { method: "get", action, preventScrollReset: true });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    if (e.target instanceof HTMLSelectElement) apply(e.currentTarget);
  };
  return (
    <Form
      method="get"
      action={action}
      className="batch-filters card"
      role="search"
      aria-label="ব্যাচ খুঁজুন"
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <Select name="mode" label="ধরন" value={filters.mode} options={options.modes} />
      <Select name="branch" label="শাখা" value={filters.branch} options={options.branches} />
      <Select name="session" label="সেশন" value={filters.session?.toString()} options={options.sessions} />
      <label className="batch-filters__field batch-filters__search">
        <span>খুঁজুন</span>
        <input
          type="search"
          name="search"
          key={filters.search ?? ""}
          defaultValue={filters.search ?? ""}
          placeholder="কোর্স বা ব্যাচের নাম"
          maxLength={100}
        />
      </label>
      <div className="batch-filters__actions">
        <button type="submit" className="btn btn-primary">
          ফিল্টার করুন
        </button>
        <Link to={action} className="btn btn-outline" preventScrollReset>
          সব দেখুন
        </Link>
      </div>
    </Form>
  );
}

function Select({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: Option[] }) {
  return (
    <label className="batch-filters__field">
      <span>{label}</span>
      {/* Keyed by the value so a back/forward navigation shows the URL's choice, not the last one picked. */}
      <select name={name} defaultValue={value ?? ""} key={value ?? ""}>
        <option value="">সব</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
