/** Danish labels of a machine's guards and actions (by their names in `setup`). */
export interface MachineLabels {
  guards: Record<string, string>
  actions: Record<string, string>
}
