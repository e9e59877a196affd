/**
 * Draws a machine from its definition as a Mermaid `stateDiagram-v2`, and
 * the Markdown page around it (docs/machines/<id>.md) with the Danish
 * explanations of states, events and transitions.
 */
import type { AnyMachineModel } from './machine-model.ts'
import { readStructure, type StateInfo, type TransitionInfo } from './machine-structure.ts'

const generatedNote = 'Genereret af `node scripts/machines-charts.ts` fra maskinens definition. Ret ikke i hånden.'

function nodeName(id: string): string {
  return id.replace(/[^A-Za-z0-9]/g, '_')
}

function label(t: TransitionInfo): string {
  const parts = [t.eventLabel]
  if (t.guard) parts.push(`[${t.guard}]`)
  const actions = t.actions.filter((a) => a !== 'record')
  if (t.actions.includes('record')) actions.push('record')
  if (actions.length) parts.push(`/ ${actions.join(', ')}`)
  return parts.join(' ')
}

function stateTitle(state: StateInfo): string {
  return state.invokes.length ? `${state.key} (kalder ${state.invokes.join(', ')})` : state.key
}

/** The chart as Mermaid source. */
export function toMermaid(model: AnyMachineModel): string {
  const structure = readStructure(model.machine)
  const byParent = new Map<string, TransitionInfo[]>()
  const parentOf = new Map(structure.states.map((s) => [s.id, s.parentId ?? structure.root.id]))
  for (const t of structure.transitions) {
    const parent = parentOf.get(t.sourceId) ?? structure.root.id
    byParent.set(parent, [...(byParent.get(parent) ?? []), t])
  }

  const lines: string[] = ['stateDiagram-v2']
  function emitChildren(node: StateInfo, indent: string) {
    if (node.kind === 'parallel') {
      node.children.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`)
        emitState(region, indent)
      })
    } else {
      if (node.initial) lines.push(`${indent}[*] --> ${nodeName(`${node.id}.${node.initial}`)}`)
      for (const child of node.children) emitState(child, indent)
    }
    for (const t of byParent.get(node.id) ?? []) {
      const from = nodeName(t.sourceId)
      const targets = t.targetIds.length ? t.targetIds : [t.sourceId]
      for (const target of targets) lines.push(`${indent}${from} --> ${nodeName(target)} : ${label(t)}`)
    }
  }
  function emitState(state: StateInfo, indent: string) {
    const name = nodeName(state.id)
    if (state.children.length === 0) {
      lines.push(`${indent}state "${stateTitle(state)}" as ${name}`)
      if (state.kind === 'final') lines.push(`${indent}${name} --> [*]`)
      return
    }
    lines.push(`${indent}state "${stateTitle(state)}${state.kind === 'parallel' ? ' (parallel)' : ''}" as ${name} {`)
    emitChildren(state, `${indent}  `)
    lines.push(`${indent}}`)
  }

  const root = structure.root
  lines.push(`  state "${root.key}${root.kind === 'parallel' ? ' (parallel)' : ''}" as ${nodeName(root.id)} {`)
  emitChildren(root, '    ')
  lines.push('  }')
  return `%% ${generatedNote}\n${lines.join('\n')}\n`
}

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

/** docs/machines/<id>.md: the chart plus the Danish explanations. */
export function toMarkdown(model: AnyMachineModel): string {
  const structure = readStructure(model.machine)
  const rows = (header: string[], body: (string | undefined)[][]) =>
    [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...body.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n')
  const stateName = (id: string) => id.slice(structure.root.id.length + 1)
  return [
    `# ${model.title} (\`${model.id}\`)`,
    '',
    `> ${generatedNote}`,
    '',
    model.summary,
    '',
    `Maskine: \`machines/${model.id}/\`${model.persisted ? ' · Gemmes i browseren som en hændelseslog (journal).' : ''}`,
    '',
    '```mermaid',
    toMermaid(model).trimEnd(),
    '```',
    '',
    '## Tilstande',
    '',
    rows(
      ['Tilstand', 'Forklaring'],
      structure.states.map((s) => [`\`${stateName(s.id)}\``, `${s.description ?? ''}${s.invokes.length ? ` (Kalder ${s.invokes.join(', ')}.)` : ''}`]),
    ),
    '',
    '## Hændelser',
    '',
    rows(
      ['Hændelse', 'Forklaring'],
      Object.entries(model.eventTypes).map(([type, text]) => [`\`${type}\``, text]),
    ),
    '',
    '## Overgange',
    '',
    rows(
      ['Fra', 'Hændelse', 'Betingelse', 'Til', 'Handlinger', 'Forklaring'],
      structure.transitions.map((t) => [
        `\`${stateName(t.sourceId)}\``,
        `\`${t.eventLabel}\``,
        t.guard ? `\`${t.guard}\`` : '',
        t.targetIds.length ? t.targetIds.map((id) => `\`${stateName(id)}\``).join(', ') : '(bliver)',
        t.actions.map((a) => `\`${a}\``).join(', '),
        t.description,
      ]),
    ),
    '',
  ].join('\n')
}
