/**
 * The filter form's field groups. Every group is a fieldset with a legend
 * inside a disclosure; every input carries the search parameter's name, so
 * the form works as a plain GET form without JavaScript. With JavaScript each
 * change is applied at once through `onChange`.
 */
import type { ReactNode } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { m } from '#src/i18n/paraglide/messages.js'
import type { FacetValue } from '#src/product-api/contract/common.ts'
import { formatInteger } from '#src/format/format.ts'
import type { StockSearch } from '../search/stock-search-params.ts'
import { RouterLink } from '#src/ui/server-link.tsx'

export interface Option {
  value: string
  label: string
}

function countText(count: number) {
  return m.stock_facet_count({ count: formatInteger(count) })
}

interface GroupProps {
  id: string
  legend: string
  /** Number of chosen values, shown next to the group's name. */
  chosen: number
  /** Open when rendered (groups with a choice are always open). */
  open?: boolean
  children: ReactNode
}

/** A collapsible filter group: a disclosure holding a fieldset with a legend. */
export function FilterGroup({ id, legend, chosen, open, children }: GroupProps) {
  return (
    <details open={open || chosen > 0}>
      <summary>
        <span>{legend}</span>
        {chosen > 0 && <span className="filter-group__chosen">{m.stock_filter_chosen({ count: String(chosen) })}</span>}
      </summary>
      <fieldset id={id}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </details>
  )
}

/**
 * "Vis alle (N)" / "Vis færre" under a long facet. `search` is the same search
 * with the facet expanded or folded (the `vis` parameter).
 */
export interface FacetToggle {
  expanded: boolean
  /** Values the facet has in all. */
  size: number
  search: StockSearch
  /** With JavaScript: shows the other state in place (the page loads the facet's values). */
  onToggle: (next: StockSearch) => void
}

interface CheckboxListProps {
  name: string
  /** The group's name, completing the show-all control's accessible name. */
  legend: string
  values: readonly FacetValue[]
  selected: readonly string[] | undefined
  onToggle: (value: string, on: boolean) => void
  /** Long lists scroll inside the group. */
  long?: boolean
  /** A long facet shown shortened or expanded. */
  more?: FacetToggle
}

/** Checkboxes of a facet, each with its live count; a long facet shows its most frequent values and "Vis alle (N)". */
export function CheckboxList({ name, legend, values, selected, onToggle, long, more }: CheckboxListProps) {
  if (values.length === 0) return <p className="filter-group__empty">{m.stock_filter_no_values()}</p>
  const listId = `f-${name}-values`
  return (
    <>
      <ul id={more && listId} className={`choice-list${long && more?.expanded !== false ? ' choice-list--long' : ''}`}>
        {values.map((v) => (
          // The label wraps its box: no ids to pair them (issue 21, a hundred of them on /lager).
          <li key={v.value}>
            <label>
              <input
                type="checkbox"
                name={name}
                value={v.value}
                checked={selected?.includes(v.value) ?? false}
                onChange={(e) => onToggle(v.value, e.currentTarget.checked)}
              />
              {`${v.label} `}
              <small>{countText(v.count)}</small>
            </label>
          </li>
        ))}
      </ul>
      {more && <ShowAll listId={listId} legend={legend} more={more} />}
    </>
  )
}

/**
 * Without JavaScript a link to the same search with the facet expanded (or
 * folded); with it a disclosure button that does the same in place.
 */
function ShowAll({ listId, legend, more }: { listId: string; legend: string; more: FacetToggle }) {
  const hydrated = useHydrated()
  const text = more.expanded ? m.stock_facet_show_fewer() : m.stock_facet_show_all({ count: formatInteger(more.size) })
  const content = (
    <>
      {text}
      <span className="visually-hidden">{` ${legend}`}</span>
    </>
  )
  if (!hydrated) {
    return (
      <RouterLink className="facet-more" to="/{-$brand}/stock" params={{ brand: undefined }} search={more.search} resetScroll={false} rel="nofollow">
        {content}
      </RouterLink>
    )
  }
  return (
    <button type="button" className="facet-more" aria-expanded={more.expanded} aria-controls={listId} onClick={() => more.onToggle(more.search)}>
      {content}
    </button>
  )
}

interface RadioListProps {
  name: string
  options: readonly (Option & { count?: number })[]
  value: string
  onSelect: (value: string) => void
}

/** Single choice; the option with value '' means "no filter" and sends nothing useful in a GET form. */
export function RadioList({ name, options, value, onSelect }: RadioListProps) {
  return (
    <ul className="choice-list">
      {options.map((o) => (
        <li key={o.value}>
          <label>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onSelect(o.value)} />
            {o.label}
            {o.count !== undefined && <small>{` ${countText(o.count)}`}</small>}
          </label>
        </li>
      ))}
    </ul>
  )
}

/**
 * Options for a numeric select: the steps, plus the current value when a
 * shared URL carries one that is not a step, so the select can show it.
 */
export function numericOptions(steps: readonly number[], current: number | undefined, label: (n: number) => string): Option[] {
  const values = current !== undefined && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : [...steps]
  return values.map((n) => ({ value: String(n), label: label(n) }))
}
