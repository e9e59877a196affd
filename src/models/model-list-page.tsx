import { useId } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { routeSegments, type BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { Breadcrumbs } from '../shell/breadcrumbs.tsx'
import { Button } from '../ui/button.tsx'
import type { ModelSummary } from '../product-api/contract/model.ts'
import { modelGroupLabels } from '../product-api/contract/vocabulary.ts'
import { bodyStyleLabels, fuelLabels } from '../product-api/contract/vocabulary.ts'
import { filterModels, modelListOptions, type ModelListSearch } from './model-list-search.ts'
import { ModelCard } from './model-card.tsx'
import { fillRows } from '../ui/fill-rows.ts'
import { modelListTitle } from './model-list-title.ts'

export interface ModelListPageProps {
  brand: BrandConfig
  models: readonly ModelSummary[]
  search: ModelListSearch
}

/**
 * A brand's model list (/{brand}/modeller): group tabs (`?group=maybach`),
 * filters by body style and fuel, and the models with from-prices. The filters
 * are a GET form, so they work without JavaScript; with it, a change applies
 * at once.
 */
export function ModelListPage({ brand, models, search }: ModelListPageProps) {
  const navigate = useNavigate()
  const id = useId()
  const shown = filterModels(models, search)
  const options = modelListOptions(models, search)
  const publicPath = `/${brand.slug}/${routeSegments.model}`
  const title = modelListTitle(brand, search.group)

  const apply = (next: ModelListSearch) => {
    void navigate({ to: '/$brand/models', params: { brand: brand.slug }, search: next, replace: true, resetScroll: false })
  }

  return (
    <div className="container model-list">
      <Breadcrumbs items={[{ label: m.models_list_title({ brand: brand.name }), href: publicPath }]} />
      <h1>{title}</h1>

      {options.groups.length > 0 && (
        <nav className="model-groups" aria-label={m.models_groups_label()}>
          <ul>
            <li>
              {/*
                The router marks a link current (aria-current="page") when the address holds its search: `{}` is
                in every address, so "Alle modeller" says explicitly that it has no group.
              */}
              <Link
                to="/$brand/models"
                params={{ brand: brand.slug }}
                search={{ group: undefined }}
                activeOptions={{ explicitUndefined: true }}
                aria-current={search.group === undefined ? 'page' : undefined}
              >
                {m.models_all_groups()}
              </Link>
            </li>
            {options.groups.map((group) => (
              <li key={group}>
                <Link to="/$brand/models" params={{ brand: brand.slug }} search={{ group }} aria-current={search.group === group ? 'page' : undefined}>
                  {group === 'standard' ? brand.name : modelGroupLabels[group]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <form
        className="model-filters"
        method="get"
        action={publicPath}
        aria-label={m.models_filters_label()}
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          apply({
            group: search.group,
            body: (data.get('body') || undefined) as ModelListSearch['body'],
            fuel: (data.get('fuel') || undefined) as ModelListSearch['fuel'],
          })
        }}
      >
        {search.group && <input type="hidden" name="group" value={search.group} />}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-body`}>
            {m.models_filter_body()}
          </label>
          <select
            id={`${id}-body`}
            name="body"
            className="field__input"
            value={search.body ?? ''}
            onChange={(e) => apply({ ...search, body: (e.target.value || undefined) as ModelListSearch['body'] })}
          >
            <option value="">{m.models_filter_all()}</option>
            {options.bodies.map((b) => (
              <option key={b} value={b}>
                {bodyStyleLabels[b]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-fuel`}>
            {m.models_filter_fuel()}
          </label>
          <select
            id={`${id}-fuel`}
            name="fuel"
            className="field__input"
            value={search.fuel ?? ''}
            onChange={(e) => apply({ ...search, fuel: (e.target.value || undefined) as ModelListSearch['fuel'] })}
          >
            <option value="">{m.models_filter_all()}</option>
            {options.fuels.map((f) => (
              <option key={f} value={f}>
                {fuelLabels[f]}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="btn btn--medium btn--secondary">
            {m.models_filter_apply()}
          </button>
        </noscript>
      </form>

      <p className="model-list__count" role="status">
        {shown.length === 1 ? m.models_count_one() : m.models_count({ count: String(shown.length) })}
      </p>

      {shown.length > 0 ? (
        <ul {...fillRows(shown.length, { className: 'model-grid' })}>
          {shown.map((model) => (
            <li key={model.slug}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="model-list__empty">
          <p>{m.models_empty()}</p>
          <Button href={search.group ? `${publicPath}?group=${search.group}` : publicPath} variant="secondary">
            {m.models_filter_reset()}
          </Button>
        </div>
      )}
    </div>
  )
}
