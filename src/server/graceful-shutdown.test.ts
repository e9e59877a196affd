import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createShutdown, installShutdown, takeOverSigterm } from './graceful-shutdown.ts'

describe('graceful shutdown (issue 31)', () => {
  it('is the only SIGTERM handler: srvx’s own 5 s graceful close is removed', () => {
    const fake = new EventEmitter() as unknown as NodeJS.Process
    let srvxClosed = 0
    fake.on('SIGTERM', () => srvxClosed++)
    let exited: number | undefined
    let inFlight = 1
    const shutdown = createShutdown({ drainMs: 8_000, inFlight: () => inFlight, exit: (c) => (exited = c), log: () => {} })
    installShutdown(shutdown, fake)
    expect(fake.listenerCount('SIGTERM')).toBe(1)
    // A handler srvx adds after the site's (the server is made after the entry is loaded) is removed too.
    fake.on('SIGTERM', () => srvxClosed++)
    expect(takeOverSigterm(fake)).toBe(1)
    fake.emit('SIGTERM')
    expect(srvxClosed).toBe(0)
    expect(shutdown.draining()).toBe(true)
    expect(exited).toBeUndefined()
    inFlight = 0
  })
})
