/**
 * Which of a visitor's saved vehicles are no longer for sale, asked in
 * batches: the product API answers at most `maxAvailabilityIds` ids per call
 * and one server-function request carries at most `maxLookupIds`, while a
 * visitor's favourites have no maximum. Every id is asked about once, however
 * many the visitor has (issue 32: a check that sent only the first batch went
 * unnoticed).
 */

/** The ids in `ids` (duplicates asked once) that `check` reports unavailable, `size` ids per call at most. */
export async function unavailableInBatches(ids: readonly string[], size: number, check: (batch: string[]) => Promise<readonly string[]>): Promise<string[]> {
  const unique = [...new Set(ids)]
  const batches: string[][] = []
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size))
  const answers = await Promise.all(batches.map((batch) => check(batch)))
  return answers.flat()
}
