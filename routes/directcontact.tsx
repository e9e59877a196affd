import { createFileRoute } from '@tanstack/react-router'
import formsCss from '../src/forms/forms.css?url'
import { FormRouteError } from '#src/forms/form-load-error.tsx'
import { DirectContactPage } from '#src/forms/form-pages.tsx'
import { contactFormHead, loadContactFormRoute } from '#src/forms/form-routes.ts'
import { PreloadedFormDataProvider, storyHasEmbeddedForm } from '#src/forms/preloaded-form-data.tsx'
import { contentHead, contentLoaderDeps } from '#src/content/content-route.ts'
import { fetchContentPage } from '#src/content/content-page.functions.ts'
import { StoryPage } from '#src/content/story-page.tsx'
import { contentSlots } from './-content-slots.tsx'

/**
 * /directcontact: direct contact. The route takes precedence over the
 * catch-all: the content story at this path is shown when it has the
 * contact form (its "embedded_form" block gets the form's data from here),
 * otherwise, or when the content service is unavailable, the forms
 * feature's own contact page. Either way the form is there.
 */
export const Route = createFileRoute('/directcontact')({
  loaderDeps: contentLoaderDeps,
  loader: async ({ deps }) => {
    const [story, data] = await Promise.all([
      fetchContentPage({ data: { slug: 'directcontact', page: deps.page, previewParams: deps.preview } })
        .then((result) => (result.found && storyHasEmbeddedForm(result.page.story.content, 'contact') ? result.page : null))
        .catch(() => null),
      loadContactFormRoute(),
    ])
    return { story, data }
  },
  head: ({ loaderData }) => {
    const base = loaderData?.story ? contentHead(loaderData.story) : { ...contactFormHead(), links: [] }
    return { ...base, links: [...base.links, { rel: 'stylesheet', href: formsCss }] }
  },
  errorComponent: FormRouteError,
  component: DirectContactRoute,
})

function DirectContactRoute() {
  const { story, data } = Route.useLoaderData()
  if (!story) return <DirectContactPage data={data} />
  return (
    <PreloadedFormDataProvider data={{ 'direct-contact': data }}>
      <StoryPage page={story} slots={contentSlots} />
    </PreloadedFormDataProvider>
  )
}
