import { ArrowRight, Calendar, Car, Phone, Mail, Search, Download } from 'lucide-react'
import { Button, type IconComponent } from '#src/ui/button.tsx'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import type { buttonSchema } from './button-blok.schema.ts'

export const buttonIcons: Record<string, IconComponent> = {
  arrow: ArrowRight,
  calendar: Calendar,
  car: Car,
  phone: Phone,
  mail: Mail,
  search: Search,
  download: Download,
}

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
