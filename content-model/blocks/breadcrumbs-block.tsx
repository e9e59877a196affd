import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import type { PropsOf } from '../block-definition.ts'
import { useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import type { breadcrumbsSchema } from './breadcrumbs-block.schema.ts'

export function BreadcrumbsBlock({ blok }: PropsOf<typeof breadcrumbsSchema>) {
  const { breadcrumbs } = useContent()
  return (
    <div className="container content-breadcrumbs" {...editable(blok)}>
      <Breadcrumbs items={[...breadcrumbs]} />
    </div>
  )
}
