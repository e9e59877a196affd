// @vitest-environment happy-dom
/**
 * The search agent's button (search-agent-button.tsx): the form's code loads when the button is pressed, and
 * until it has loaded the visitor is told the form is on its way, not that something is being saved (the
 * panel's "Gemmer …" belongs to the moment the visitor presses "Gem").
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

// The panel's code never arrives in this test: the placeholder stays.
// Outside the router: the button's booking option reads the root route's settings.
vi.mock('../../config/use-public-config.ts', () => ({ usePublicConfig: () => ({ bookingWidgetUrl: '' }) }))
vi.mock('./search-agent-panel.tsx', () => new Promise(() => undefined))

const { SearchAgentButton } = await import('./search-agent-button.tsx')

afterEach(cleanup)

it('says the form is loading while its code loads, and the button says the form is open', async () => {
  render(<SearchAgentButton target={{ kind: 'search', filters: {}, label: 'El', searchPath: '/lager?fuel=el' }} />)
  const button = screen.getByRole('button', { name: 'Gem søgning og få besked om nye biler' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  await act(async () => {
    fireEvent.click(button)
  })
  expect(screen.getByRole('status').textContent).toBe('Indlæser formularen …')
  expect(screen.queryByText('Gemmer …')).toBeNull()
  expect(button.getAttribute('aria-expanded')).toBe('true')
})
