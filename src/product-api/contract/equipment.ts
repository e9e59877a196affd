/**
 * Equipment features (spec 3: "a long list of named features such as abs, esp,
 * tow_bar, navigation_system (full list not shown)"). This is the list we chose:
 * snake_case keys, Danish labels, grouped for display.
 */
import { z } from 'zod'
import { equipmentGroups, type EquipmentKey, equipmentKeys } from './vocabulary.ts'
import { equipmentFeatures, equipmentGroupLabels } from './equipment-catalogue.ts'

export const equipmentKeySchema = z.enum(equipmentKeys).meta({ id: 'EquipmentKey' })

/** A vehicle's equipment as shown on the detail page: groups with Danish labels. */
export const equipmentGroupSchema = z
  .object({
    group: z.enum(equipmentGroups),
    label: z.string(),
    features: z.array(z.object({ key: equipmentKeySchema, label: z.string() })),
  })
  .meta({ id: 'EquipmentGroup' })
export type EquipmentGroupView = z.infer<typeof equipmentGroupSchema>

/** Groups a list of keys for display, in catalogue order. */
export function groupEquipment(keys: readonly EquipmentKey[]): EquipmentGroupView[] {
  const set = new Set(keys)
  const out: EquipmentGroupView[] = []
  for (const group of equipmentGroups) {
    const features = equipmentFeatures.filter((f) => f.group === group && set.has(f.key)).map((f) => ({ key: f.key, label: f.label }))
    if (features.length > 0) out.push({ group, label: equipmentGroupLabels[group], features })
  }
  return out
}
