/**
 * The build-freshness machine with the site's actors (loaded on the tab's
 * first focus or 20 s after start, freshness-runtime.ts): a timer, the check against /api/build
 * (timestamp query, never cached), the full page load and the guarded reload.
 */
import { createActor, fromPromise } from 'xstate'
import { delayActor } from '#machines/kit/wait-actor.ts'
import { siteClock } from '../clock/clock.ts'
import {
  buildFreshnessMachine,
  buildFreshnessState,
  type BuildFreshnessEvent,
  type BuildFreshnessState,
  type BuildInfo,
} from '#machines/build-freshness/build-freshness-machine.ts'
import { buildInfo, buildInfoPath, parseBuildInfo } from './build-info.ts'
import { reloadGuarded } from './guarded-reload.ts'

/** What the runtime (freshness-runtime.ts) holds of the started machine. */
export interface FreshnessActorHandle {
  send(event: BuildFreshnessEvent): void
  state(): BuildFreshnessState
}

export function startFreshnessActor(onState: (state: BuildFreshnessState) => void): FreshnessActorHandle {
  const machine = buildFreshnessMachine.provide({
    actors: {
      waitForCheck: delayActor,
      fetchBuild: fromPromise<BuildInfo, undefined>(async ({ signal }) => {
        const response = await fetch(`${buildInfoPath}?t=${siteClock().now().getTime()}`, { cache: 'no-store', signal })
        const reported = response.ok ? parseBuildInfo(await response.json()) : null
        if (!reported) throw new Error(`build check: HTTP ${response.status}`)
        return reported
      }),
      loadPage: fromPromise<undefined, { href: string }>(async ({ input }) => {
        window.location.assign(input.href)
        return undefined
      }),
      reloadPage: fromPromise<undefined, { href: string }>(async ({ input }) => {
        reloadGuarded(input.href)
        return undefined
      }),
    },
  })
  const actor = createActor(machine, { input: { build: buildInfo } })
  actor.subscribe((snapshot) => onState(buildFreshnessState(snapshot)))
  actor.start()
  onState(buildFreshnessState(actor.getSnapshot()))
  return {
    send: (event) => actor.send(event),
    state: () => buildFreshnessState(actor.getSnapshot()),
  }
}
