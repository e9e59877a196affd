/**
 * The form pages: a stock vehicle's interest and test-drive forms, a
 * model's contact and test-drive forms, direct contact and the trade-in
 * valuation. Each shows what it is about, the form and its consent text.
 */
import { useEffect, useMemo, type ReactNode } from 'react'
import { routeSegments, type BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { Breadcrumbs, type Crumb } from '../shell/breadcrumbs.tsx'
import { modelAnalyticsSubject, noAnalyticsSubject, registerModelForForm, trackVehicleFormView, vehicleAnalyticsSubject } from './form-analytics.ts'
import type { FormContextData } from './definitions/field.ts'
import type { ModelView, VehicleView } from './form-views.ts'
import { LeadForm } from './lead-form.tsx'
import { ModelCard, VehicleCard } from './subject-card.tsx'
import { TradeInForm } from './trade-in-form.tsx'

/** Public paths of a vehicle's pages (localised segments, optionally on the brand's address). */
export function vehiclePaths(vehicleId: string, brand?: string) {
  const page = `${brand ? `/${brand}` : ''}/${routeSegments.stock}/${vehicleId}`
  return {
    stock: `/${routeSegments.stock}`,
    page,
    interest: `${page}/${routeSegments.interest}`,
    testDrive: `${page}/${routeSegments.testDrive}`,
  }
}

/** Public paths of a model's pages. */
export function modelPaths(brand: string, model: string) {
  const page = `/${brand}/${routeSegments.model}/${model}`
  return { list: `/${brand}/${routeSegments.model}`, page, contact: `${page}/kontakt`, testDrive: `${page}/provekorsel` }
}

function FormPageLayout(props: { crumbs: Crumb[]; title: string; intro: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <article className="container form-page">
      <Breadcrumbs items={props.crumbs} />
      <header className="form-page__header">
        <h1>{props.title}</h1>
        <p className="form-page__intro">{props.intro}</p>
      </header>
      <div className={props.aside ? 'form-page__layout' : 'form-page__layout form-page__layout--single'}>
        {props.aside}
        <div className="form-page__form">{props.children}</div>
      </div>
    </article>
  )
}

export function VehicleFormPage(props: { formId: 'vehicle-interest' | 'vehicle-test-drive'; vehicle: VehicleView; data: FormContextData; brand?: string }) {
  const { formId, vehicle, data, brand } = props
  const paths = vehiclePaths(vehicle.id, brand)
  const interest = formId === 'vehicle-interest'
  const title = interest ? m.forms_interest_title() : m.forms_test_drive_title()
  const subject = useMemo(
    () => ({ vehicleId: vehicle.id, brand: vehicle.brand.slug, location: vehicle.location.slug }),
    [vehicle.id, vehicle.brand.slug, vehicle.location.slug],
  )
  useEffect(() => {
    trackVehicleFormView(formId, vehicle)
  }, [formId, vehicle])
  return (
    <FormPageLayout
      crumbs={[
        { label: m.forms_crumb_stock(), href: paths.stock },
        { label: vehicle.title, href: paths.page },
        { label: title, href: interest ? paths.interest : paths.testDrive },
      ]}
      title={title}
      intro={interest ? m.forms_interest_intro({ vehicle: vehicle.title }) : m.forms_test_drive_intro({ vehicle: vehicle.title })}
      aside={<VehicleCard vehicle={vehicle} />}
    >
      <LeadForm
        formId={formId}
        subject={subject}
        data={data}
        analytics={vehicleAnalyticsSubject(vehicle)}
        submitLabel={interest ? m.forms_submit_interest() : m.forms_submit_test_drive()}
      />
    </FormPageLayout>
  )
}

export function ModelFormPage(props: { formId: 'model-contact' | 'model-test-drive'; model: ModelView; data: FormContextData; brand: BrandConfig }) {
  const { formId, model, data, brand } = props
  const paths = modelPaths(model.brand, model.slug)
  const contact = formId === 'model-contact'
  const title = contact ? m.forms_model_contact_title({ model: model.name }) : m.forms_model_test_drive_title({ model: model.name })
  const subject = useMemo(() => ({ brand: model.brand, model: model.slug }), [model.brand, model.slug])
  useEffect(() => {
    registerModelForForm(model)
  }, [model])
  return (
    <FormPageLayout
      crumbs={[
        { label: m.forms_crumb_models({ brand: brand.name }), href: paths.list },
        { label: model.name, href: paths.page },
        { label: contact ? m.forms_crumb_contact() : m.forms_crumb_test_drive(), href: contact ? paths.contact : paths.testDrive },
      ]}
      title={title}
      intro={contact ? m.forms_model_contact_intro({ model: model.title }) : m.forms_model_test_drive_intro({ model: model.title })}
      aside={<ModelCard model={model} />}
    >
      <LeadForm
        formId={formId}
        subject={subject}
        data={data}
        analytics={modelAnalyticsSubject(model)}
        submitLabel={contact ? m.forms_submit_contact() : m.forms_submit_test_drive()}
      />
    </FormPageLayout>
  )
}

const noSubject = {}

export function DirectContactPage({ data }: { data: FormContextData }) {
  return (
    <FormPageLayout
      crumbs={[{ label: m.forms_direct_contact_crumb(), href: '/directcontact' }]}
      title={m.forms_direct_contact_title()}
      intro={m.forms_direct_contact_intro()}
    >
      <LeadForm formId="direct-contact" subject={noSubject} data={data} analytics={noAnalyticsSubject} submitLabel={m.forms_submit_contact()} />
    </FormPageLayout>
  )
}

export function TradeInPage({ data }: { data: FormContextData }) {
  return (
    <FormPageLayout crumbs={[{ label: m.forms_trade_in_crumb(), href: '/byttebil' }]} title={m.forms_trade_in_title()} intro={m.forms_trade_in_intro()}>
      <TradeInForm data={data} />
    </FormPageLayout>
  )
}
