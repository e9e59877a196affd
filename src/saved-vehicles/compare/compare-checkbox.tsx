import { m } from '#src/i18n/paraglide/messages.js'
import { VehicleListToggle, type VehicleControlProps } from '../vehicle-list-toggle.tsx'
import barCss from './compare-bar.css?url'
import { compareList } from './compare-list.ts'

/**
 * "Sammenlign" checkbox for stock cards, the vehicle detail page and the
 * favourite cards. Checking adds the vehicle to the compare list; a 7th is
 * refused with a notice and the box stays unchecked.
 *
 * It brings the compare bar's stylesheet along: the first tick shows the bar,
 * and React holds back a render that adds a stylesheet until it has loaded,
 * which would hold back the tick too.
 */
export function CompareCheckbox(props: VehicleControlProps) {
  return (
    <>
      <link rel="stylesheet" href={barCss} precedence="default" />
      <VehicleListToggle {...props} list={compareList} text={m.compare_checkbox_label()} />
    </>
  )
}
