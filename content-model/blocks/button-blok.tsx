import { ArrowRight, Calendar, Car, Phone, Mail, Search, Download } from 'lucide-react'
import { Button, buttonSizes, buttonVariants, type IconComponent } from '../../src/ui/button.tsx'
import { defineBlock, type PropsOf } from '../block-definition.ts'
import { blok, optionField, requiredLink, requiredText } from '../fields.ts'
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

/** A link button (spec 2.5), used inside call to action, hero, section … */
export const buttonSchema = blok('button', {
  label: requiredText,
  link: requiredLink,
  variant: optionField(buttonVariants, 'primary'),
  size: optionField(buttonSizes, 'large'),
  icon: optionField(iconNames, 'none'),
  icon_position: optionField(['start', 'end'], 'end'),
})

export function ButtonBlok({ blok }: PropsOf<typeof buttonSchema>) {
  return (
    <span className="content-button" {...editable(blok)}>
      <Button
        href={blok.link.href}
        external={blok.link.external}
        variant={blok.variant}
        size={blok.size}
        icon={blok.icon === 'none' ? undefined : buttonIcons[blok.icon]}
        iconPosition={blok.icon_position}
      >
        {blok.label}
      </Button>
    </span>
  )
}

export const buttonBlock = defineBlock(buttonSchema, ButtonBlok)
