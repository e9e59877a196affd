import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { trackPageView } from './page-view.ts'

/**
 * Mounted once by the composition root: a page_view per resolved location
 * (the first load included), pushed once the new page's head is applied.
 */
export function PageViewTracker() {
  const view = useRouterState({
    select: (s) => {
      const leaf = s.matches.at(-1)
      return {
        key: s.resolvedLocation?.href ?? null,
        routeId: leaf?.routeId ?? '',
        isError: s.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
        idle: s.status === 'idle',
      }
    },
    structuralSharing: true,
  })
  useEffect(() => {
    if (!view.idle || view.key === null) return
    // The title is set by the head manager in the same commit; read it on the next frame.
    const frame = requestAnimationFrame(() => trackPageView(view.routeId, view.isError))
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per resolved location
  }, [view.key, view.idle])
  return null
}
