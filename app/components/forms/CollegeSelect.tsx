import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { MedicalCollege } from "@contract";
import { useEffect, useState } from "react";
import { FieldError } from "~/components/forms/Field";
import { bnNumber } from "~/lib/format";

/**
 * The medical college: a plain server-rendered <select> of every college, which is all a browser
 * without JavaScript needs. With JavaScript a search box above it narrows the options as the
 * doctor types (the chosen college always stays in the list).
 */
export function CollegeSelect({ meta, colleges }: { meta: FieldMetadata<unknown>; colleges: MedicalCollege[] }) {
  const { key, defaultValue, ...select } = getSelectProps(meta);
  const [value, setValue] = useState(String(defaultValue ?? ""));
  const [query, setQuery] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const needle = query.trim();
  const shown = needle ? colleges.filter((c) => c.name.includes(needle) || String(c.id) === value) : colleges;
  const filterId = `${meta.id}-filter`;
  return (
    <div className="field" data-invalid={meta.errors ? "" : undefined}>
      <label className="field__label" htmlFor={meta.id}>
        মেডিকেল কলেজ
      </label>
      {hydrated ? (
        <div className="college-filter">
          <label className="visually-hidden" htmlFor={filterId}>
            মেডিকেল কলেজ খুঁজুন
          </label>
          <input
            id={filterId}
            type="search"
            className="field__input"
            placeholder="কলেজের নাম লিখে খুঁজুন"
            aria-controls={meta.id}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <p className="field__hint" aria-live="polite">
            {needle ? `${bnNumber(shown.length)}টি কলেজ মিলেছে` : `${bnNumber(colleges.length)}টি কলেজ`}
          </p>
        </div>
      ) : null}
      <select key={key} className="field__input" {...select} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">— কলেজ বেছে নিন —</option>
        {shown.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
