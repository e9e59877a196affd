/**
 * Lays out a machine's diagram with ELK (elkjs, layered algorithm) on the
 * server: nested states become nested boxes named in Danish, parallel regions
 * sit side by side, each transition becomes a routed arrow with its Danish
 * label. Transitions with the same label into the same state share one
 * labelled arrow: their sources meet at a junction dot first (ELK has no
 * hyperedges across levels, so the junction is a small node of its own).
 * Two layouts per machine: without the technical transitions (the page's
 * default) and with them. Each is computed once and kept in memory (the
 * machines only change with a new build); the browser receives coordinates
 * only, so elkjs never reaches the client bundle.
 */
import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { readStructure, type StateInfo } from '#machines/kit/machine-structure.ts'
import { arrowEventText, eventText, guardText, isTechnical, wrapText } from './diagram-text.ts'
import { stateLabel } from './labels/machine-labels.ts'
import {
  labelLineHeight,
  titleHeight,
  type DiagramArrow,
  type DiagramBox,
  type DiagramLayout,
  type DiagramLayouts,
  type DiagramPoint,
} from './diagram-layout.ts'

/** Characters per label line, and the width one character takes at the label's font size (12 px DejaVu Sans, generous). */
const lineChars = 26
const charWidth = 7.4
/** Width one character of a state's name takes (14 px bold DejaVu Sans, generous). */
const nameCharWidth = 9.4
const junctionSize = 10

const elk = new ELK()
const cache = new Map<string, Promise<DiagramLayout>>()

/** The two diagrams of a machine (without and with its technical transitions); computed on first use, then served from memory. */
export async function diagramLayouts(model: AnyMachineModel): Promise<DiagramLayouts> {
  const [plain, technical] = await Promise.all([diagramLayout(model, false), diagramLayout(model, true)])
  return { plain, technical }
}

/** One diagram of a machine; computed on first use, then served from memory. */
export function diagramLayout(model: AnyMachineModel, technical = false): Promise<DiagramLayout> {
  const key = `${model.id}|${technical}`
  let layout = cache.get(key)
  if (!layout) {
    layout = computeLayout(model, technical)
    // A failed layout is not kept: the next request tries again.
    layout.catch(() => cache.delete(key))
    cache.set(key, layout)
  }
  return layout
}

function textWidth(lines: readonly string[]): number {
  return Math.ceil(Math.max(...lines.map((l) => l.length), 1) * charWidth + 10)
}

function nameWidth(name: string): number {
  return Math.max(Math.ceil(name.length * nameCharWidth + 32), 72)
}

interface ArrowGroup {
  key: string
  transitionKeys: string[]
  sourceIds: string[]
  targetId: string
  technical: boolean
  lines: string[]
  title: string
}

async function computeLayout(model: AnyMachineModel, withTechnical: boolean): Promise<DiagramLayout> {
  const structure = readStructure(model.machine)
  const rootId = structure.root.id
  const parentOf = new Map<string, string | undefined>(structure.states.map((s) => [s.id, s.parentId]))
  const ancestors = (id: string): string[] => {
    const chain: string[] = []
    for (let at: string | undefined = id; at !== undefined; at = parentOf.get(at)) chain.push(at)
    return chain
  }
  /** The innermost state that strictly contains every one of `ids` (ELK wants an edge, and a junction, there). */
  const container = (ids: readonly string[]): string => {
    const [first, ...rest] = ids.map((id) => ancestors(id).slice(1))
    return first?.find((id) => rest.every((chain) => chain.includes(id))) ?? rootId
  }
  const name = (id: string) => stateLabel(model.id, rootId, id)

  // One group per (label, target): the transitions that would draw the same labelled arrow.
  const groups = new Map<string, ArrowGroup>()
  for (const t of structure.transitions) {
    const technical = isTechnical(model, t)
    if (technical && !withTechnical) continue
    const guard = guardText(model, t)
    const lines = [...wrapText(arrowEventText(model, t), lineChars), ...wrapText(guard ?? '', lineChars)]
    const title = [eventText(model, t), guard].filter(Boolean).join(' ')
    const targets = t.targetIds.length ? t.targetIds : [t.sourceId]
    targets.forEach((targetId, i) => {
      const groupKey = `${lines.join('\n')}|${targetId}`
      const group = groups.get(groupKey)
      if (group) {
        group.transitionKeys.push(t.key)
        if (!group.sourceIds.includes(t.sourceId)) group.sourceIds.push(t.sourceId)
        return
      }
      groups.set(groupKey, { key: `${t.key}#${i}`, transitionKeys: [t.key], sourceIds: [t.sourceId], targetId, technical, lines, title })
    })
  }

  const edgesByContainer = new Map<string, ElkExtendedEdge[]>()
  const junctionsByContainer = new Map<string, string[]>()
  const addEdge = (where: string, edge: ElkExtendedEdge) => edgesByContainer.set(where, [...(edgesByContainer.get(where) ?? []), edge])
  const junctionOf = new Map<ArrowGroup, string>()
  for (const group of groups.values()) {
    const label = {
      id: `${group.key}:label`,
      text: group.lines.join('\n'),
      width: textWidth(group.lines),
      height: group.lines.length * labelLineHeight + 6,
    }
    const [only] = group.sourceIds
    if (group.sourceIds.length === 1 && only !== undefined) {
      const where = only === group.targetId ? (parentOf.get(only) ?? rootId) : container([only, group.targetId])
      addEdge(where, { id: group.key, sources: [only], targets: [group.targetId], labels: [label] })
      continue
    }
    const where = container([...group.sourceIds, group.targetId])
    const junction = `${group.key}:junction`
    junctionOf.set(group, junction)
    junctionsByContainer.set(where, [...(junctionsByContainer.get(where) ?? []), junction])
    group.sourceIds.forEach((source, i) => {
      const id = `${group.key}:feed${i}`
      addEdge(where, { id, sources: [source], targets: [junction] })
    })
    addEdge(where, { id: group.key, sources: [junction], targets: [group.targetId], labels: [label] })
  }

  const junctionNodes = (id: string): ElkNode[] =>
    (junctionsByContainer.get(id) ?? []).map((junction) => ({ id: junction, width: junctionSize, height: junctionSize }))

  const toNode = (state: StateInfo): ElkNode => {
    const compound = state.children.length > 0
    return {
      id: state.id,
      ...(compound ? {} : { width: nameWidth(name(state.id)), height: 40 }),
      layoutOptions: compound
        ? {
            'elk.padding': `[top=${titleHeight + 12},left=14,bottom=14,right=14]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${nameWidth(name(state.id)) + 40}, ${titleHeight + 40})`,
            // Parallel regions side by side, the states of a region top to bottom.
            'elk.direction': state.kind === 'parallel' ? 'RIGHT' : 'DOWN',
          }
        : {},
      children: [...state.children.map(toNode), ...junctionNodes(state.id)],
      edges: edgesByContainer.get(state.id) ?? [],
    }
  }

  const graph: ElkNode = {
    id: rootId,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': structure.root.kind === 'parallel' ? 'RIGHT' : 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '14',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeLabel': '6',
      'elk.spacing.edgeNode': '16',
      'elk.padding': '[top=8,left=24,bottom=8,right=8]',
    },
    children: [...structure.root.children.map(toNode), ...junctionNodes(rootId)],
    edges: edgesByContainer.get(rootId) ?? [],
  }

  const laid = await elk.layout(graph)

  const infoById = new Map(structure.states.map((s) => [s.id, s]))
  const boxes: DiagramBox[] = []
  const junctionAt = new Map<string, DiagramPoint>()
  const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10
  const routes = new Map<string, { points: DiagramPoint[]; label: DiagramArrow['label'] }>()
  const walk = (node: ElkNode) => {
    const info = infoById.get(node.id)
    if (info) {
      const parent = info.parentId === undefined ? undefined : (infoById.get(info.parentId) ?? structure.root)
      boxes.push({
        id: info.id,
        name: name(info.id),
        kind: info.kind,
        initial: parent?.initial === info.key,
        description: info.description ?? '',
        x: round(node.x),
        y: round(node.y),
        width: round(node.width),
        height: round(node.height),
      })
    } else if (node.id.endsWith(':junction')) {
      junctionAt.set(node.id, { x: round((node.x ?? 0) + junctionSize / 2), y: round((node.y ?? 0) + junctionSize / 2) })
    }
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0]
      if (!section) continue
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: round(p.x), y: round(p.y) }))
      const label = edge.labels?.[0]
      routes.set(edge.id, {
        points,
        label: label ? { x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height) } : null,
      })
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(laid)

  const arrows: DiagramArrow[] = []
  for (const group of groups.values()) {
    const main = routes.get(group.key)
    if (!main) continue
    const junction = junctionOf.get(group)
    arrows.push({
      key: group.key,
      transitionKeys: group.transitionKeys,
      sourceIds: group.sourceIds,
      targetId: group.targetId,
      technical: group.technical,
      feeds: junction ? group.sourceIds.map((_, i) => routes.get(`${group.key}:feed${i}`)?.points ?? []) : [],
      junction: junction ? (junctionAt.get(junction) ?? null) : null,
      points: main.points,
      lines: group.lines,
      title: group.title,
      label: main.label,
    })
  }
  return { machineId: model.id, technical: withTechnical, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), boxes, arrows }
}
