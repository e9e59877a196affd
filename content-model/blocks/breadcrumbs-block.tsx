import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import type { PropsOf } from '../block-definition.ts'
import { blok } from '../fields.ts'
import { useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'

/** The trail from the home page to this page, labelled with the pages' names. */
export const breadcrumbsSchema = /* @__PURE__ */ blok('breadcrumbs', {})

export function BreadcrumbsBlock({ blok }: PropsOf<typeof breadcrumbsSchema>) {
  const { breadcrumbs } = useContent()
  return (
    <div className="container content-breadcrumbs" {...editable(blok)}>
      <Breadcrumbs items={[...breadcrumbs]} />
    </div>
  )
}
