import type { ComponentType } from 'react'
import type { z } from 'zod'
import type { BlokBase } from './fields.ts'

/** The props every block component gets: its block, parsed by its schema. */
export interface BlockProps<T> {
  blok: T
}

/**
 * One entry of the registry: the block's schema and its component. The
 * component's props are erased to `never` so that entries of different
 * blocks fit one map; `defineBlock` ties each component to its schema.
 */
export interface BlockDefinition {
  schema: z.ZodType<BlokBase>
  component: ComponentType<{ blok: never }>
  /** The block spans the page's width and sets its own container (hero, section); others are placed in the content column. */
  fullWidth?: boolean
}

export function defineBlock<S extends z.ZodType<BlokBase>>(
  schema: S,
  component: ComponentType<BlockProps<z.output<S>>>,
  options: { fullWidth?: boolean } = {},
): BlockDefinition {
  return { schema, component: component as ComponentType<{ blok: never }>, ...options }
}

/** The props of the component for a block schema. */
export type PropsOf<S extends z.ZodType> = BlockProps<z.output<S>>
