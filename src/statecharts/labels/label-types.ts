/**
 * Danish labels of one machine for /statecharts and the QA export, keyed by
 * the names the machine uses in code.
 *
 * `guards` and `actions` are required. `states`, `actors` and `events` are
 * optional so a machine added before it has them still builds, but
 * machine-labels.test.ts fails for a registered machine whose states or
 * invoked actors have no Danish name: the page then shows the code name.
 */
export interface MachineLabels {
  /** By the guard's name in `setup` (`leavesFull` → 'listen bliver fuld (6 biler)'). */
  guards: Record<string, string>
  /** By the action's name in `setup`. */
  actions: Record<string, string>
  /**
   * The states' Danish names, by their path below the machine, dot-separated
   * (`selection.tooFew` → 'for få'; a top-level state is just its key).
   * Fallback: the state's key (the test forbids it for registered machines).
   */
  states?: Record<string, string>
  /**
   * The invoked actors' Danish names, by the `invoke` id (`checkAvailability`
   * → 'tjekket'): the arrows of their answers read "Svar fra tjekket" and
   * "Fejl fra tjekket", never `xstate.done.actor.checkAvailability`.
   */
  actors?: Record<string, string>
  /**
   * Short arrow labels by event type (`compare.add` → 'flueben i »Sammenlign«'),
   * including XState's own (`xstate.done.actor.checkAvailability`).
   * Fallback: the model's legend (`eventTypes`), then the actor's name above.
   */
  events?: Record<string, string>
}
