import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { Division } from "@contract";
import { useState } from "react";
import { Field, FieldError } from "~/components/forms/Field";

type Meta = FieldMetadata<unknown>;
type Option = { id: number; name: string };
export type AddressMetas = { division: Meta; district: Meta; upazila: Meta; address: Meta };

const initial = (meta: Meta) => String(getSelectProps(meta).defaultValue ?? "");

/**
 * One address: division → district → upazila, then the address text. The server renders only the
 * districts of the chosen division and the upazilas of the chosen district, so without JavaScript
 * the page's refresh submit narrows the lists; with JavaScript a changed parent filters its
 * children in place and clears them (spec §5).
 */
export function AddressFields({
  legend,
  metas,
  divisions,
  hydrated,
}: {
  legend: string;
  metas: AddressMetas;
  divisions: Division[];
  hydrated: boolean;
}) {
  const [division, setDivision] = useState(() => initial(metas.division));
  const [district, setDistrict] = useState(() => initial(metas.district));
  const [upazila, setUpazila] = useState(() => initial(metas.upazila));
  const districts = divisions.find((d) => String(d.id) === division)?.districts ?? [];
  const upazilas = districts.find((d) => String(d.id) === district)?.upazilas ?? [];
  return (
    <fieldset className="form__group">
      <legend className="form__legend">{legend}</legend>
      {hydrated ? null : (
        <p className="form__note">
          বিভাগ বা জেলা বদলালে নিচের «এলাকার তালিকা হালনাগাদ করুন» বোতাম চাপুন; তালিকা মিলিয়ে দেখানো হবে।
        </p>
      )}
      <PlaceSelect
        meta={metas.division}
        label="বিভাগ"
        placeholder="— বিভাগ বেছে নিন —"
        options={divisions}
        value={division}
        onChange={(v) => {
          setDivision(v);
          setDistrict("");
          setUpazila("");
        }}
      />
      <PlaceSelect
        meta={metas.district}
        label="জেলা"
        placeholder={division ? "— জেলা বেছে নিন —" : "— আগে বিভাগ বেছে নিন —"}
        options={districts}
        value={district}
        onChange={(v) => {
          setDistrict(v);
          setUpazila("");
        }}
      />
      <PlaceSelect
        meta={metas.upazila}
        label="উপজেলা"
        placeholder={district ? "— উপজেলা বেছে নিন —" : "— আগে জেলা বেছে নিন —"}
        options={upazilas}
        value={upazila}
        onChange={setUpazila}
      />
      <Field meta={metas.address} label="ঠিকানা (বাড়ি, রাস্তা, গ্রাম)" autoComplete="street-address" maxLength={500} />
    </fieldset>
  );
}

type SelectProps = {
  meta: Meta;
  label: string;
  placeholder: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
};

function PlaceSelect({ meta, label, placeholder, options, value, onChange }: SelectProps) {
  const { key, defaultValue: _, ...select } = getSelectProps(meta);
  return (
    <div className="field" data-invalid={meta.errors ? "" : undefined}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <select key={key} className="field__input" {...select} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
