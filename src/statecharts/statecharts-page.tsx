import { Link } from '@tanstack/react-router'
import { findMachineModel, machineModels } from '#machines/registry.ts'
import { m } from '../i18n/paraglide/messages.js'
import type { DiagramLayouts } from './diagram-layout.ts'
import { MachineExplorer } from './machine-explorer.tsx'

/**
 * /statecharts: the site's visitor-flow machines, explained in Danish, for
 * product owners to step through or to replay a visitor's journal on. One
 * machine at a time (`?maskine=`), picked from the list at the top. Not
 * linked from the navigation, not in the sitemap, and marked noindex.
 */
export function StatechartsPage({ layouts }: { layouts: DiagramLayouts }) {
  const layout = layouts.plain
  const model = findMachineModel(layout.machineId)
  return (
    <div className="container statecharts-page">
      <h1>{m.statecharts_page_title()}</h1>
      <p className="statecharts-page__intro">{m.statecharts_intro()}</p>
      <nav aria-labelledby="statecharts-toc">
        <h2 id="statecharts-toc" className="statecharts-page__toc-title">
          {m.statecharts_picker()}
        </h2>
        <ul className="statecharts-page__toc">
          {machineModels.map((other) => (
            <li key={other.id}>
              <Link
                to="/statecharts"
                search={{ maskine: other.id }}
                className="statecharts-page__pick"
                aria-current={other.id === layout.machineId ? 'page' : undefined}
              >
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {model ? (
        <section key={model.id} id={`maskine-${model.id}`} className="statecharts-machine" aria-labelledby={`maskine-${model.id}-title`}>
          <h2 id={`maskine-${model.id}-title`}>
            {model.title} <code className="statecharts-machine__id">{model.id}</code>
          </h2>
          <p>{model.summary}</p>
          <p className="statecharts-machine__persisted">{model.persisted ? m.statecharts_persisted() : m.statecharts_not_persisted()}</p>
          <MachineExplorer model={model} layouts={layouts} />
        </section>
      ) : null}
    </div>
  )
}
