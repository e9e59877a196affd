import { machineModels } from '#machines/registry.ts'
import { m } from '../i18n/paraglide/messages.js'
import { MachineExplorer } from './machine-explorer.tsx'

/**
 * /statecharts: every visitor-flow machine of the site, explained in Danish,
 * for product owners to step through. Not linked from the navigation, not in
 * the sitemap, and marked noindex.
 */
export function StatechartsPage() {
  return (
    <div className="container statecharts-page">
      <h1>{m.statecharts_page_title()}</h1>
      <p className="statecharts-page__intro">{m.statecharts_intro()}</p>
      <nav aria-labelledby="statecharts-toc">
        <h2 id="statecharts-toc" className="statecharts-page__toc-title">
          {m.statecharts_machines()}
        </h2>
        <ul className="statecharts-page__toc">
          {machineModels.map((model) => (
            <li key={model.id}>
              <a href={`#maskine-${model.id}`}>{model.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {machineModels.map((model) => (
        <section key={model.id} id={`maskine-${model.id}`} className="statecharts-machine" aria-labelledby={`maskine-${model.id}-title`}>
          <h2 id={`maskine-${model.id}-title`}>
            {model.title} <code className="statecharts-machine__id">{model.id}</code>
          </h2>
          <p>{model.summary}</p>
          <p className="statecharts-machine__persisted">{model.persisted ? m.statecharts_persisted() : m.statecharts_not_persisted()}</p>
          <MachineExplorer model={model} />
        </section>
      ))}
    </div>
  )
}
