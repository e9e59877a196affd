// @vitest-environment happy-dom
/**
 * The chip checkbox that puts a vehicle on a list (vehicle-list-toggle.tsx),
 * over a compare list whose machine loads on demand: unchecked and disabled
 * until the saved lists are known, a tick adds and an untick removes, pointer
 * or focus loads the machine ahead, and its accessible name is its text and
 * the vehicle's name (issue 21).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { compareDefinition } from '#machines/compare/compare-machine.ts'
import { compareLimits } from '#machines/compare/compare-limits.ts'

vi.mock('../channels/toast-store.ts', () => ({ showToast: vi.fn() }))
vi.mock('./vehicle-lookup.functions.ts', () => ({ checkVehicleAvailability: async () => ({ unavailableIds: [] }), maxLookupIds: 500 }))

const { createVehicleListStore } = await import('./vehicle-list-store.ts')
const { VehicleListToggle } = await import('./vehicle-list-toggle.tsx')

function compareStore() {
  const loads = vi.fn(async () => compareDefinition)
  const list = createVehicleListStore<'compare'>({ id: 'compare', limits: compareLimits, load: loads, notices: { pruned: () => '' } })
  return { list, loads }
}

const box = () => screen.getByRole<HTMLInputElement>('checkbox')
const chip = () => box().closest('label') as HTMLLabelElement

beforeAll(async () => {
  await Promise.all([import('#machines/kit/persistent-store.ts'), import('./availability-check.ts')])
})
beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('VehicleListToggle', () => {
  it('renders unchecked and disabled on the server (the saved lists are not known yet)', () => {
    const { list } = compareStore()
    const html = renderToString(<VehicleListToggle list={list} vehicleId="bil-1" label="Bil 1" text="Sammenlign" />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const label = doc.querySelector('label')
    const input = doc.querySelector('input')
    expect(label?.className).toBe('vehicle-toggle')
    expect(label?.getAttribute('data-pending')).toBe('')
    expect(label?.getAttribute('data-list')).toBe('compare')
    expect(label?.getAttribute('data-state')).toBe('loading')
    expect(input?.type).toBe('checkbox')
    expect(input?.disabled).toBe(true)
    expect(input?.checked).toBe(false)
  })

  it('can be ticked once the list is known, and a tick puts the vehicle on the list; an untick takes it off', async () => {
    const { list, loads } = compareStore()
    const add = vi.spyOn(list, 'add')
    const remove = vi.spyOn(list, 'remove')
    render(<VehicleListToggle list={list} vehicleId="bil-1" label="Bil 1" text="Sammenlign" className="card__toggle" />)
    expect(box().disabled).toBe(false)
    expect(box().checked).toBe(false)
    expect(chip().className).toBe('vehicle-toggle card__toggle')
    expect(chip().hasAttribute('data-pending')).toBe(false)
    expect(chip().getAttribute('data-state')).toBe('unloaded')
    expect(loads).not.toHaveBeenCalled()

    fireEvent.click(box())
    expect(add).toHaveBeenCalledWith({ id: 'bil-1', label: 'Bil 1' })
    expect(box().checked).toBe(true)
    await waitFor(() => expect(chip().getAttribute('data-state')).toBe('selection.tooFew availability.idle'))
    expect(box().checked).toBe(true)

    fireEvent.click(box())
    expect(remove).toHaveBeenCalledWith('bil-1')
    expect(add).toHaveBeenCalledTimes(1)
    expect(box().checked).toBe(false)
    expect(chip().getAttribute('data-state')).toBe('selection.empty availability.idle')
  })

  it('is checked only for its own vehicle', async () => {
    const { list } = compareStore()
    render(
      <>
        <VehicleListToggle list={list} vehicleId="bil-1" label="Bil 1" text="Sammenlign" />
        <VehicleListToggle list={list} vehicleId="bil-2" label="Bil 2" text="Sammenlign" />
      </>,
    )
    act(() => list.add({ id: 'bil-2', label: 'Bil 2' }))
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sammenlign Bil 2' }).checked).toBe(true))
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sammenlign Bil 1' }).checked).toBe(false)
  })

  it('is named by its text and the vehicle’s name, hidden in the chip when no element on the page names the vehicle', () => {
    const { list } = compareStore()
    render(<VehicleListToggle list={list} vehicleId="bil-1" label="Mercedes-Benz GLC 300e" text="Sammenlign" />)
    expect(screen.getByRole('checkbox', { name: 'Sammenlign Mercedes-Benz GLC 300e' })).toBe(box())
    expect(box().hasAttribute('aria-labelledby')).toBe(false)
    expect(chip().querySelector('.visually-hidden')?.textContent).toBe(' Mercedes-Benz GLC 300e')
    expect(chip().querySelector('span')?.hasAttribute('id')).toBe(false)
  })

  it('refers to the element that names the vehicle (a card’s heading) instead of repeating the name', () => {
    const { list } = compareStore()
    render(
      <article>
        <h3 id="card-1">Mercedes-Benz GLC 300e</h3>
        <VehicleListToggle list={list} vehicleId="bil-1" label="Mercedes-Benz GLC 300e" text="Sammenlign" nameId="card-1" />
      </article>,
    )
    expect(screen.getByRole('checkbox', { name: 'Sammenlign Mercedes-Benz GLC 300e' })).toBe(box())
    const textId = chip().querySelector('span')?.id
    expect(textId).toBeTruthy()
    expect(box().getAttribute('aria-labelledby')).toBe(`${textId} card-1`)
    expect(chip().querySelector('.visually-hidden')).toBeNull()
    expect(chip().textContent).toBe('Sammenlign')
  })

  it.each([
    ['pointer over', (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ['pointer down (touch)', (el: HTMLElement) => fireEvent.pointerDown(el)],
    ['focus', (el: HTMLElement) => fireEvent.focus(el)],
  ])('loads the list’s machine on %s, before the tick', async (_, intent) => {
    const { list, loads } = compareStore()
    render(<VehicleListToggle list={list} vehicleId="bil-1" label="Bil 1" text="Sammenlign" />)
    intent(box())
    expect(loads).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(chip().getAttribute('data-state')).toBe('selection.empty availability.idle'))
    expect(box().checked).toBe(false)
  })
})
