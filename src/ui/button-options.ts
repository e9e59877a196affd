/**
 * The sizes and variants a button comes in: what `Button` (button.tsx) draws and what a content editor can
 * choose in the button block (content-model/blocks/button-blok.schema.ts), which reads them from here and not
 * from the React component, so the server-side schema imports no component code.
 */
export const buttonSizes = ['large', 'medium', 'small', 'extra-small'] as const
export const buttonVariants = ['primary', 'secondary', 'tertiary', 'ghost'] as const
export type ButtonSize = (typeof buttonSizes)[number]
export type ButtonVariant = (typeof buttonVariants)[number]
