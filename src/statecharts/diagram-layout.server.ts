/**
 * Lays out a machine's diagram with ELK (elkjs, layered algorithm) on the
 * server: nested states become nested boxes, parallel regions sit side by
 * side, each transition becomes a routed arrow with its Danish label. The
 * layout is computed once per machine and kept in memory (the machines only
 * change with a new build); the browser receives coordinates only, so elkjs
 * never reaches the client bundle.
 */
import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { readStructure, type StateInfo } from '#machines/kit/machine-structure.ts'
import { eventText, guardText, wrapText } from './diagram-text.ts'
import { labelLineHeight, titleHeight, type DiagramArrow, type DiagramBox, type DiagramLayout } from './diagram-layout.ts'

/** Characters per label line, and the width one character takes at the label's font size (a generous average). */
const lineChars = 28
const charWidth = 7

const elk = new ELK()
const cache = new Map<string, Promise<DiagramLayout>>()

/** The diagram of a machine; computed on first use, then served from memory. */
export function diagramLayout(model: AnyMachineModel): Promise<DiagramLayout> {
  let layout = cache.get(model.id)
  if (!layout) {
    layout = computeLayout(model)
    // A failed layout is not kept: the next request tries again.
    layout.catch(() => cache.delete(model.id))
    cache.set(model.id, layout)
  }
  return layout
}

function textWidth(lines: readonly string[]): number {
  return Math.max(...lines.map((l) => l.length), 1) * charWidth + 8
}

function nameWidth(name: string): number {
  return Math.max(name.length * 8.5 + 32, 72)
}

async function computeLayout(model: AnyMachineModel): Promise<DiagramLayout> {
  const structure = readStructure(model.machine)
  const parentOf = new Map(structure.states.map((s) => [s.id, s.parentId]))
  const ancestors = (id: string): string[] => {
    const chain: string[] = []
    for (let at: string | undefined = id; at !== undefined; at = parentOf.get(at)) chain.push(at)
    return chain
  }
  /** The innermost state that contains both ends (ELK wants an edge there). */
  const container = (a: string, b: string): string => {
    const up = ancestors(a)
    const fromB = ancestors(b)
    return up.slice(1).find((id) => fromB.slice(1).includes(id)) ?? structure.root.id
  }

  const edgesByContainer = new Map<string, ElkExtendedEdge[]>()
  const arrowText = new Map<string, string[]>()
  for (const t of structure.transitions) {
    const targets = t.targetIds.length ? t.targetIds : [t.sourceId]
    const lines = [...wrapText(eventText(model, t), lineChars), ...wrapText(guardText(model, t) ?? '', lineChars)]
    targets.forEach((targetId, i) => {
      const id = `${t.key}#${i}`
      arrowText.set(id, lines)
      const where = targetId === t.sourceId ? (parentOf.get(t.sourceId) ?? structure.root.id) : container(t.sourceId, targetId)
      const edge: ElkExtendedEdge = {
        id,
        sources: [t.sourceId],
        targets: [targetId],
        labels: [{ id: `${id}:label`, text: lines.join('\n'), width: textWidth(lines), height: lines.length * labelLineHeight + 4 }],
      }
      edgesByContainer.set(where, [...(edgesByContainer.get(where) ?? []), edge])
    })
  }

  const toNode = (state: StateInfo): ElkNode => {
    const compound = state.children.length > 0
    return {
      id: state.id,
      ...(compound ? {} : { width: nameWidth(state.key), height: 40 }),
      layoutOptions: compound
        ? {
            'elk.padding': `[top=${titleHeight + 12},left=14,bottom=14,right=14]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${nameWidth(state.key) + 40}, ${titleHeight + 40})`,
            // Parallel regions side by side, the states of a region top to bottom.
            'elk.direction': state.kind === 'parallel' ? 'RIGHT' : 'DOWN',
          }
        : {},
      children: state.children.map(toNode),
      edges: edgesByContainer.get(state.id) ?? [],
    }
  }

  const graph: ElkNode = {
    id: structure.root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': structure.root.kind === 'parallel' ? 'RIGHT' : 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: structure.root.children.map(toNode),
    edges: edgesByContainer.get(structure.root.id) ?? [],
  }

  const laid = await elk.layout(graph)

  const infoById = new Map(structure.states.map((s) => [s.id, s]))
  const boxes: DiagramBox[] = []
  const arrows: DiagramArrow[] = []
  const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10
  const walk = (node: ElkNode) => {
    const info = infoById.get(node.id)
    if (info) {
      const parent = info.parentId === undefined ? undefined : (infoById.get(info.parentId) ?? structure.root)
      boxes.push({
        id: info.id,
        name: info.key,
        kind: info.kind,
        initial: parent?.initial === info.key,
        description: info.description ?? '',
        x: round(node.x),
        y: round(node.y),
        width: round(node.width),
        height: round(node.height),
      })
    }
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0]
      if (!section) continue
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: round(p.x), y: round(p.y) }))
      const label = edge.labels?.[0]
      arrows.push({
        key: edge.id,
        sourceId: edge.sources[0] ?? '',
        targetId: edge.targets[0] ?? '',
        points,
        lines: arrowText.get(edge.id) ?? [],
        label: label ? { x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height) } : null,
      })
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(laid)
  return { machineId: model.id, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), boxes, arrows }
}
