import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from '../shell/error-page.tsx'

/**
 * The content routes' error component: when content cannot be loaded (content
 * service down, missing access token), the site's error page (spec 2.4) – not
 * the router's default. The cause is logged on the server where it happened.
 */
export function ContentRouteError(_props: ErrorComponentProps) {
  return <ErrorPage kind="something-went-wrong" />
}
