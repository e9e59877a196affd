import { ArrowRight, Calendar, Car, Phone, Mail, Search, Download } from 'lucide-react'
import { Button, buttonSizes, buttonVariants, type IconComponent } from '#src/ui/button.tsx'
import type { PropsOf } from '../block-definition.ts'
import { blok, booleanField, optionField, optionalLink, optionalText, requiredText } from '../fields.ts'
import { editable } from '../render/editable.ts'

export const buttonIcons: Record<string, IconComponent> = {
  arrow: ArrowRight,
  calendar: Calendar,
  car: Car,
  phone: Phone,
  mail: Mail,
  search: Search,
  download: Download,
}
const iconNames = ['none', 'arrow', 'calendar', 'car', 'phone', 'mail', 'search', 'download'] as const

/**
 * A button of spec 2.5, used inside call to action, hero, section …: a link,
 * or — with a booking product category — the appointment-booking button that
 * opens the external scheduler with make, location, product_category and
 * product_category_hidden (service pages, workshop campaigns).
 */
export const buttonSchema = /* @__PURE__ */ blok('button', {
  label: requiredText,
  link: optionalLink,
  variant: /* @__PURE__ */ optionField(buttonVariants, 'primary'),
  size: /* @__PURE__ */ optionField(buttonSizes, 'large'),
  icon: /* @__PURE__ */ optionField(iconNames, 'none'),
  icon_position: /* @__PURE__ */ optionField(['start', 'end'], 'end'),
  /** Set: the button opens the booking widget with this product category (e.g. "workshop"). */
  booking_product_category: optionalText,
  booking_make: optionalText,
  booking_location: optionalText,
  booking_product_category_hidden: booleanField,
}).superRefine((b, ctx) => {
  if (!b.booking_product_category && b.link === null) ctx.addIssue({ code: 'custom', path: ['link'], message: 'link skal udfyldes' })
})

export function ButtonBlok({ blok }: PropsOf<typeof buttonSchema>) {
  const common = {
    variant: blok.variant,
    size: blok.size,
    icon: blok.icon === 'none' ? undefined : buttonIcons[blok.icon],
    iconPosition: blok.icon_position,
  }
  if (blok.booking_product_category) {
    return (
      <span className="content-button" {...editable(blok)}>
        <Button
          {...common}
          booking={{
            make: blok.booking_make,
            location: blok.booking_location,
            product_category: blok.booking_product_category,
            product_category_hidden: blok.booking_product_category_hidden,
          }}
        >
          {blok.label}
        </Button>
      </span>
    )
  }
  return (
    <span className="content-button" {...editable(blok)}>
      <Button href={blok.link?.href ?? '/'} external={blok.link?.external} {...common}>
        {blok.label}
      </Button>
    </span>
  )
}
