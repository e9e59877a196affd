import type { ComponentType } from 'react'
import type { z } from 'zod'

/** The props every block component gets: its block, parsed by its schema (on the server, see parse-content.ts). */
export interface BlockProps<T> {
  blok: T
}

/**
 * One entry of the browser's registry: the block's component. Its props are
 * erased to `never` so that entries of different blocks fit one map. The
 * block's schema is in schemas.ts under the same name: the component gets
 * what that schema gave, because content is parsed before it reaches the page.
 */
export interface BlockDefinition {
  component: ComponentType<{ blok: never }>
  /** The block spans the page's width and sets its own container (hero, section); others are placed in the content column. */
  fullWidth?: boolean
}

/** The props of the component for a block schema. */
export type PropsOf<S extends z.ZodType> = BlockProps<z.output<S>>

/** A block as its schema parses it. */
export type BlokOf<S extends z.ZodType> = z.output<S>
