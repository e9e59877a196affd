/**
 * QA's "path tests from machines" for a form's data in a content block (machines/form-data/; issue 32,
 * item 7): the paths generated from the machine's model with the events a browser can cause
 * (`formDataUiEvents`, `npm run machines:paths -- form-data --ui`) drive the contact form that the content
 * page /service/lejebiler places (its "embedded_form" block; the route does not preload the form's data,
 * so the browser asks the site with the `loadFormData` server function after hydration).
 *
 * The page asks by itself when the block mounts. It asks again (load.start from loaded or failed) when the
 * block's form changes under it, which happens to a content editor: in Storyblok's visual editor
 * (tests/visual-editor.ts) the editor picks another form in the block and the preview shows it live. Paths
 * with such a step run in the editor's preview of the page, switching between the contact form and the
 * test-drive form; the others run on the published page, as a visitor sees it.
 *
 * The site's answer is a step of its own: the test holds this page's `loadFormData` requests
 * (`HeldRequests`) until the path answers them, with the real site (the form's data) or cut (the site
 * cannot be reached: "Der gik noget galt..." with "Prøv igen"). So "Indlæser formularen …" stays on the
 * page until the test has seen it. After each step the block's `data-state` (the machine's state) and what
 * the visitor sees must be the model's, with the form the block now names.
 *
 * Coverage is measured from the `data-state` values the page showed (tests/machine-paths-support.ts) and
 * printed; every gap has its reason.
 */
import type { Locator, Page, Route } from '@playwright/test'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { formDataModel, formDataUiEvents } from '#machines/form-data/form-data-model.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { HeldRequests, pageCoverageTest, recordStates, savePathRecord, statesSeen, type GapReasons } from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'
import { storyFile, VisualEditor, withEmbeddedForm } from './visual-editor.ts'

type Snapshot = Parameters<typeof formDataModel.events>[0]

/**
 * Every generated path (four, about a second each): the fewest covering the transitions
 * (`pathsCoveringTransitions`) would leave out the one where the editor's new form appears loaded, which
 * adds no transition but is what the editor waits for.
 */
const paths = generatePaths(formDataModel, { events: (s) => formDataUiEvents(s) })

/** A content page whose "embedded_form" block places the contact form without preloaded data. */
const page_ = '/service/lejebiler'
/** The page's story in the local content space, as the visual editor holds it, and its form block. */
const story = storyFile('service/lejebiler')
const formBlock = story.content.body.find((b) => b.component === 'embedded_form')?._uid
if (typeof formBlock !== 'string') throw new Error(`${page_} has no embedded_form block`)

/** The forms the editor switches between (content-model/blocks/embedded-form.schema.ts) and how each shows. */
type EditorForm = 'contact' | 'test_drive'
const otherForm = (form: EditorForm): EditorForm => (form === 'contact' ? 'test_drive' : 'contact')

/** A step's source state, for the steps the page and the editor both cause with load.start. */
const isEditorStep = (before: Snapshot, event: { type: string }) => event.type === 'load.start' && before.value !== 'idle'
const describeStep = (before: Snapshot, event: Parameters<typeof formDataModel.describeEvent>[0]) =>
  isEditorStep(before, event) ? 'Redaktøren vælger en anden formular i blokken (forhåndsvisning)' : formDataModel.describeEvent(event)

const reasons: GapReasons = {
  transitions: {
    'form-data.loading xstate.done.actor.load':
      'the page’s load actor never answers without data: loadFormData gives the form’s data or fails (use-form-data.ts), so "Sitet svarede uden data" is the model test’s',
  },
}

/** Where the page is: the tab itself, or the visual editor's preview frame. */
type Where = Pick<Page, 'locator'>
const block = (page: Where): Locator => page.locator('[data-flow="form-data"]')

/** What the visitor sees in each state (messages/da.json), in the block that now places `form`. */
async function expectState(page: Where, state: Snapshot, form: EditorForm): Promise<void> {
  const value = stateAttribute(state.value)
  await expect(page.locator('section.embedded-form')).toHaveAttribute('data-form-id', form)
  await expect(block(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  const error = block(page).getByRole('alert')
  switch (value) {
    case 'idle':
    case 'loading':
      await expect(block(page)).toHaveText('Indlæser formularen …')
      return
    case 'loaded':
      await expect(block(page).getByRole('textbox', { name: 'Navn', exact: true })).toBeVisible()
      await expect(block(page).getByText('Der gik noget galt...')).toHaveCount(0)
      if (form === 'contact') {
        await expect(block(page).getByRole('button', { name: 'Send henvendelse' })).toBeEnabled()
        await expect(block(page).getByRole('combobox', { name: 'Model' })).toHaveCount(0)
      } else {
        // The test drive with its own data: the models to choose from (the contact form's data has none).
        await expect(block(page).getByRole('button', { name: 'Book prøvetur' })).toBeEnabled()
        await block(page).getByRole('combobox', { name: 'Model' }).fill('GLC')
        await expect(block(page).getByRole('option', { name: /GLC/ }).first()).toBeVisible()
      }
      return
    case 'failed':
      await expect(error.getByRole('heading')).toHaveText('Der gik noget galt...')
      await expect(error).toContainText('Formularen kunne ikke indlæses lige nu. Prøv igen om lidt, eller ring til os.')
      await expect(error.getByRole('button', { name: 'Prøv igen' })).toBeVisible()
      return
    default:
      throw new Error(`no check for ${value}`)
  }
}

test.describe('a form’s data in a content block: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // A cut request is the browser's own log line; the block shows its error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  for (const path of paths) {
    const befores = path.steps.map((_, i) => (i === 0 ? path.initial : (path.steps[i - 1]?.state ?? path.initial)))
    const inEditor = path.steps.some((step, i) => isEditorStep(befores[i] ?? path.initial, step.event))
    const title = path.steps.map((s, i) => describeStep(befores[i] ?? path.initial, s.event)).join(' → ')
    test(`path ${path.number}${inEditor ? ' (visual editor)' : ''}: ${title}`, async ({ page }) => {
      const fn = serverFunctions().find((f) => f.name === 'loadFormData')
      if (!fn) throw new Error('loadFormData is not in the build')
      const requests = await HeldRequests.on(page, `**/_serverFn/${fn.id}*`)
      const held: Route[] = []
      await recordStates(page, '[data-flow="form-data"]')
      let form: EditorForm = 'contact'
      let editor: VisualEditor | undefined
      if (inEditor) editor = await VisualEditor.open(page, page_, story)
      else {
        await page.goto(page_)
        await hydrated(page)
      }
      const where: Where = editor ? editor.preview : page
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${describeStep(befores[i] ?? path.initial, step.event)}`, async () => {
          switch (step.event.type) {
            case 'load.start':
              if (isEditorStep(befores[i] ?? path.initial, step.event)) {
                if (!editor) throw new Error('an editor step outside the editor')
                form = otherForm(form)
                await editor.input(withEmbeddedForm(story, formBlock, form))
              }
              // The page asks by itself: once hydrated, or when the block's form changed. The test now holds it.
              held.push(await requests.next())
              break
            case 'load.retry':
              await block(where).getByRole('button', { name: 'Prøv igen' }).click()
              held.push(await requests.next())
              break
            case 'xstate.done.actor.load':
              await held.shift()?.fallback()
              break
            case 'xstate.error.actor.load':
              await held.shift()?.abort('failed')
              break
            default:
              throw new Error(`no browser step for ${step.event.type}`)
          }
          await expectState(where, step.state, form)
        })
      }
      // A path that ends while the site is asked: its request goes on now (the page is done with).
      for (const route of held.splice(0)) await route.fallback()
      await requests.passThrough()
      savePathRecord(test.info(), 'form-data', path.number, await statesSeen(editor ? editor.frame : page))
    })
  }

  pageCoverageTest(formDataModel.machine, 'form-data', paths, reasons)
})

/**
 * Not a model path (the machine ignores load.start while it asks): the editor picks another form while the
 * old form's data is still on its way. The block waits for that answer, drops it and asks for the new form,
 * so the test drive never shows with the contact form's data (which has no models).
 */
test('the editor picks another form while the old one loads: the new form appears with its own data', async ({ page }) => {
  const fn = serverFunctions().find((f) => f.name === 'loadFormData')
  if (!fn) throw new Error('loadFormData is not in the build')
  const requests = await HeldRequests.on(page, `**/_serverFn/${fn.id}*`)
  const editor = await VisualEditor.open(page, page_, story)
  const first = await requests.next()
  await expect(block(editor.preview)).toHaveAttribute('data-state', 'loading')
  await editor.input(withEmbeddedForm(story, formBlock, 'test_drive'))
  await expect(editor.preview.locator('section.embedded-form')).toHaveAttribute('data-form-id', 'test_drive')
  await first.fallback()
  const second = await requests.next()
  await expect(block(editor.preview)).toHaveText('Indlæser formularen …')
  await second.fallback()
  await requests.passThrough()
  await expectState(editor.preview, formDataModel.machine.resolveState({ value: 'loaded', context: { input: null, value: null, reason: null } }), 'test_drive')
})
