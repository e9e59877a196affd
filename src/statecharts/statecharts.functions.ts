/**
 * Server function of /statecharts: the laid-out diagrams of one machine
 * (without and with its technical transitions).
 * Answers 404 (the site's normal not-found page) unless the STATECHARTS
 * runtime setting is on (default: on with USE_MOCKS=true, off otherwise).
 */
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { findMachineModel } from '#machines/registry.ts'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { diagramLayouts } from './diagram-layout.server.ts'
import type { DiagramLayouts } from './diagram-layout.ts'

export const loadStatechart = createServerFn({ method: 'GET' })
  .validator(z.object({ machine: z.string().max(64) }))
  .handler(async ({ data }): Promise<DiagramLayouts> => {
    if (!getRuntimeConfig().statecharts) throw notFound()
    const model = findMachineModel(data.machine)
    if (!model) throw notFound()
    return diagramLayouts(model)
  })
