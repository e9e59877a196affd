/**
 * One zod schema per analytics event (spec 7), for the contract test and any
 * consumer that reads the data layer. Every event carries its name, its
 * `vm_` contract id and the page location; ids are plain strings, model ids
 * have the one "{brand}/{model}" format.
 */
import { z } from 'zod'
import { contractId, type AnalyticsEventName } from './data-layer.ts'

const id = z.string().min(1)
const modelId = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'model_id is "{brand}/{model}"')
const filterChange = { filter_name: id, filter_value: z.string(), filter_action: z.enum(['add', 'remove', 'set', 'clear']) }
const formIds = { form_id: id, vehicle_id: id.nullable(), model_id: modelId.nullable(), location_id: id.nullable() }
const vehicleView = { vehicle_id: id, model_id: modelId, location_id: id }

function event<N extends AnalyticsEventName, S extends z.ZodRawShape>(name: N, shape: S) {
  return z.object({ event: z.literal(name), contract_id: z.literal(contractId(name)), location: z.string().startsWith('/'), ...shape }).strict()
}

export const analyticsEventSchemas = {
  page_view: event('page_view', {
    page_type: z.enum([
      'home',
      'vehicle_overview',
      'vehicle_detail',
      'model_overview',
      'model_detail',
      'location_overview',
      'location_detail',
      'employees',
      'compare',
      'favourites',
      'form',
      'error',
      'content',
    ]),
    page_path: z.string().startsWith('/'),
    page_title: z.string().min(1),
  }),
  view_vehicle_overview: event('view_vehicle_overview', { result_count: z.int().min(0), vehicle_ids: z.array(id), page_number: z.int().min(1) }),
  view_vehicle_detail: event('view_vehicle_detail', vehicleView),
  view_vehicle_testdrive: event('view_vehicle_testdrive', vehicleView),
  view_vehicle_interest: event('view_vehicle_interest', vehicleView),
  view_vehicle_lease_calculator: event('view_vehicle_lease_calculator', { vehicle_id: id, model_id: modelId, location_id: id.nullable() }),
  view_lease_vehicle_overview: event('view_lease_vehicle_overview', { result_count: z.int().min(0), lease_vehicle_ids: z.array(id) }),
  view_lease_vehicle_detail: event('view_lease_vehicle_detail', { lease_vehicle_id: id, model_id: modelId }),
  view_location_overview: event('view_location_overview', { result_count: z.int().min(0), location_ids: z.array(id) }),
  view_location_detail: event('view_location_detail', { location_id: id }),
  click_social: event('click_social', { network: id, link_url: z.url() }),
  click_vehicle_more_details: event('click_vehicle_more_details', { vehicle_id: id }),
  click_vehicle_show_openinghours: event('click_vehicle_show_openinghours', { vehicle_id: id.nullable(), location_id: id }),
  click_location_phone_number: event('click_location_phone_number', { location_id: id }),
  click_location_email: event('click_location_email', { location_id: id }),
  click_location_whatsapp: event('click_location_whatsapp', { location_id: id }),
  click_location_route: event('click_location_route', { location_id: id }),
  form_ready: event('form_ready', formIds),
  download: event('download', { file_url: z.url() }),
  adjust_location_filter: event('adjust_location_filter', { ...filterChange, result_count: z.int().min(0) }),
  adjust_vehicle_quicksearch_filter: event('adjust_vehicle_quicksearch_filter', { ...filterChange, form_id: id }),
  adjust_vehicle_overview_filter: event('adjust_vehicle_overview_filter', filterChange),
  view_vehicle_model_detail: event('view_vehicle_model_detail', { model_id: modelId, brand: id }),
  form_submit: event('form_submit', { ...formIds, form_type: id }),
  chat_open: event('chat_open', { vehicle_id: id.nullable() }),
  chat_message_sent: event('chat_message_sent', { message_length: z.int().min(1).max(1_000) }),
  chat_handoff: event('chat_handoff', { handoff_type: z.enum(['phone', 'contact_form', 'callback']), chat_state: z.enum(['ready', 'fallback', 'error']) }),
} satisfies Record<AnalyticsEventName, z.ZodType>
