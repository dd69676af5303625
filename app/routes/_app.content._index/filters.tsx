// The library's filters: one GET form, so the filtered page is a URL to keep or share and works
// without JavaScript. Each choice carries its count under the other filters.
import { Form, Link } from "@remix-run/react";
import type { Library } from "../../../contract/schemas/content";
import { FILTER_NAMES, FILTER_WORDS, filterOptions, type Filters } from "~/lib/content/library";

export function LibraryFilters({ filters, facets }: { filters: Filters; facets: Library["facets"] }) {
  return (
    <Form method="get" className="content-filters" aria-label="Filters">
      <div className="content-filters__fields">
        {FILTER_NAMES.map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`filter-${name}`}>{FILTER_WORDS[name].label}</label>
            {/* Keyed by the value, so a new page's choice shows after a client-side navigation. */}
            <select id={`filter-${name}`} name={name} defaultValue={filters[name] ?? ""} key={filters[name] ?? ""}>
              <option value="">{FILTER_WORDS[name].all}</option>
              {filterOptions(name, facets[name], filters[name]).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="content-filters__actions">
        <button type="submit" className="button button--small">
          Apply
        </button>
        <Link to="/content">Clear filters</Link>
      </div>
    </Form>
  );
}
