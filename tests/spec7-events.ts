/**
 * The 23 analytics event names of spec 7, copied by hand from the spec (not
 * from the code): the expectation of the event-schema unit test and of the
 * analytics contract test.
 */
export const spec7Events = [
  'page_view',
  'view_vehicle_overview',
  'view_vehicle_detail',
  'view_vehicle_testdrive',
  'view_vehicle_interest',
  'view_vehicle_lease_calculator',
  'view_lease_vehicle_overview',
  'view_lease_vehicle_detail',
  'view_location_overview',
  'view_location_detail',
  'click_social',
  'click_vehicle_more_details',
  'click_vehicle_show_openinghours',
  'click_location_phone_number',
  'click_location_email',
  'click_location_whatsapp',
  'click_location_route',
  'form_ready',
  'download',
  'adjust_location_filter',
  'adjust_vehicle_quicksearch_filter',
  'adjust_vehicle_overview_filter',
  'view_vehicle_model_detail',
] as const
