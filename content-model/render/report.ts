/**
 * Reporting of content problems (an unknown block, a block that fails its
 * schema, a forbidden link in rich text). Each distinct problem is logged
 * once per process (server) or page load (browser), as a warning: content
 * problems are the editors' to fix and must not flood the logs.
 */
const reported = new Set<string>()

export interface ContentIssue {
  /** Stable key: the same problem is logged once. */
  key: string
  message: string
}

export function reportContentIssue(issue: ContentIssue): void {
  if (reported.has(issue.key)) return
  reported.add(issue.key)
  console.warn(`[indhold] ${issue.message}`)
}

/** For tests: forget what has been reported. */
export function resetReportedContentIssues(): void {
  reported.clear()
}
