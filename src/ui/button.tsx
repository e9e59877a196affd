import type { ButtonHTMLAttributes, ComponentType, ReactNode, SVGProps } from 'react'
import { AppLink } from './app-link.tsx'
import { openBookingWidget, type BookingOptions } from './booking-widget.ts'
import { usePublicConfig } from '../config/use-public-config.ts'
import type { ButtonSize, ButtonVariant } from './button-options.ts'

export type IconComponent = ComponentType<SVGProps<SVGSVGElement>>

interface CommonProps {
  size?: ButtonSize
  variant?: ButtonVariant
  icon?: IconComponent
  iconPosition?: 'start' | 'end'
  disabled?: boolean
  className?: string
  children: ReactNode
}

/** Renders as a link (internal path or, with `external`, a URL). */
interface LinkButtonProps extends CommonProps {
  href: string
  external?: boolean
  booking?: never
}

/** Renders as a plain button. */
interface PlainButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'disabled'> {
  href?: never
  /** Opens the external appointment-booking widget (spec 2.5). */
  booking?: BookingOptions
}

export type ButtonProps = LinkButtonProps | PlainButtonProps

function classes(size: ButtonSize, variant: ButtonVariant, extra?: string) {
  return ['btn', `btn--${size}`, `btn--${variant}`, extra].filter(Boolean).join(' ')
}

function Content({ icon: Icon, iconPosition, children }: Pick<CommonProps, 'icon' | 'iconPosition' | 'children'>) {
  const icon = Icon ? <Icon className="btn__icon" aria-hidden="true" focusable="false" /> : null
  return (
    <>
      {iconPosition === 'start' && icon}
      <span>{children}</span>
      {iconPosition === 'end' && icon}
    </>
  )
}

/** Button of spec 2.5: sizes, variants, icon at start or end, disabled, link or button. */
export function Button(props: ButtonProps) {
  const { size = 'medium', variant = 'primary', icon, iconPosition = 'start', disabled = false, className, children } = props
  const { bookingWidgetUrl } = usePublicConfig()
  const content = (
    <Content icon={icon} iconPosition={iconPosition}>
      {children}
    </Content>
  )

  if (props.href !== undefined) {
    if (disabled) {
      // A disabled link is not a link: keep it in the reading order but not operable.
      return (
        <a className={classes(size, variant, className)} aria-disabled="true" role="link">
          {content}
        </a>
      )
    }
    return (
      <AppLink href={props.href} external={props.external} className={classes(size, variant, className)}>
        {content}
      </AppLink>
    )
  }

  const {
    booking,
    onClick,
    type = 'button',
    // Consumed above; keep them off the DOM element.
    size: _size,
    variant: _variant,
    icon: _icon,
    iconPosition: _iconPosition,
    disabled: _disabled,
    className: _className,
    children: _children,
    ...rest
  } = props as PlainButtonProps
  return (
    <button
      {...rest}
      type={type}
      className={classes(size, variant, className)}
      disabled={disabled}
      onClick={(event) => {
        if (booking) void openBookingWidget(bookingWidgetUrl, booking)
        onClick?.(event)
      }}
    >
      {content}
    </button>
  )
}
