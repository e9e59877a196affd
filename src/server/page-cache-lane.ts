/**
 * The page cache's fast lane (ADR 0009, issue 34). A request for a fresh page the page cache holds is
 * answered by the server entry's lane (src/server.ts: the page cache's `answerStored` with the request
 * log, the security headers and the locale cookie) before Nitro's router, h3 and TanStack Start's
 * handler see it; any other request goes on to them, as does one the lane cannot answer.
 *
 * The lane is opened by the server entry, which Nitro loads on the first request into a module graph of
 * its own, and read by the Nitro plugin (page-cache-lane.nitro.ts), so it is handed over through one
 * global slot.
 */

/** Answers a request at once, or undefined for the long way. */
export type Lane = (request: Request) => Response | undefined
type Fetch = (request: Request) => Response | Promise<Response>

const slot = Symbol.for('dealer-site.page-cache-lane')
type LaneHolder = { [slot]?: Lane }

/** The server entry's lane; replaces the one before (a reloaded entry in development). */
export function openLane(lane: Lane): void {
  ;(globalThis as LaneHolder)[slot] = lane
}

/** `fetch` with the lane in front. A lane that throws is reported and the request goes the long way. */
export function withLane(fetch: Fetch, currentLane: () => Lane | undefined = () => (globalThis as LaneHolder)[slot]): Fetch {
  return (request) => {
    const lane = currentLane()
    if (lane) {
      try {
        const answer = lane(request)
        if (answer) return answer
      } catch (error) {
        console.error('[sidecache] hurtigsporet fejlede; forespørgslen går den lange vej:', error)
      }
    }
    return fetch(request)
  }
}
