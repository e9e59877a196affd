import { useId, useMemo, useState } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { describedBy, FieldLabel, FieldMessages, firstError, type FieldBaseProps } from './field-parts.tsx'

export interface AutocompleteOption {
  value: string
  label: string
}

export interface AutocompleteFieldProps extends FieldBaseProps {
  options: readonly AutocompleteOption[]
  /** The text in the input. */
  value: string
  onChange: (value: string) => void
  /** Called when the visitor picks a suggestion. */
  onSelect?: (option: AutocompleteOption) => void
  maxSuggestions?: number
}

function normalise(s: string) {
  return s.toLocaleLowerCase('da-DK').normalize('NFKD')
}

/**
 * Autocomplete text input following the WAI-ARIA combobox pattern
 * (spec 2.5 "autocomplete"): arrow keys move through suggestions, Enter
 * picks, Escape closes; the number of suggestions is announced.
 */
export function AutocompleteField(props: AutocompleteFieldProps) {
  const { id, name, label, hint, errors, required, disabled, options, value, onChange, onSelect, onBlur, maxSuggestions = 8 } = props
  const error = firstError(errors)
  const listId = `${id}-listbox`
  const statusId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const suggestions = useMemo(() => {
    const q = normalise(value.trim())
    if (!q) return options.slice(0, maxSuggestions)
    return options.filter((o) => normalise(o.label).includes(q)).slice(0, maxSuggestions)
  }, [options, value, maxSuggestions])

  const pick = (option: AutocompleteOption) => {
    onChange(option.label)
    onSelect?.(option)
    setOpen(false)
    setActive(-1)
  }

  return (
    <div className="field autocomplete">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          onBlur?.()
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
            setActive((i) => Math.min(i + 1, suggestions.length - 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((i) => Math.max(i - 1, 0))
          } else if (e.key === 'Enter' && open && active >= 0) {
            e.preventDefault()
            const option = suggestions[active]
            if (option) pick(option)
          } else if (e.key === 'Escape') {
            setOpen(false)
            setActive(-1)
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} className="autocomplete__list" hidden={!open || suggestions.length === 0}>
        {suggestions.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="autocomplete__option"
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              pick(option)
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <span id={statusId} className="visually-hidden" role="status">
        {open ? (suggestions.length ? m.autocomplete_results({ count: suggestions.length }) : m.autocomplete_no_results()) : ''}
      </span>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
