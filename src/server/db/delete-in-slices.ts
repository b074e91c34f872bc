// Retention deletes in many short statements instead of one long one, so no lock is held long
// while the scheduler and the web process write beside them.

/**
 * Runs `deleteSlice` (which deletes at most `slice` rows and says how many it did) until a slice
 * comes back short, at most `maxSlices` times. Returns the rows deleted in all.
 */
export async function deleteInSlices(
  slice: number,
  maxSlices: number,
  deleteSlice: () => Promise<number>,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxSlices; i++) {
    const deleted = await deleteSlice();
    total += deleted;
    if (deleted < slice) break;
  }
  return total;
}
