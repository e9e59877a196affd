/**
 * The product API's employees call, for the browser (filter changes) and for
 * loaders. Server only: the browser calls the server function.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { slug } from '../product-api/contract/common.ts'
import { departmentSchema, type EmployeeList } from '../product-api/contract/location.ts'
import { productApi } from '../server/product-api.server.ts'

/** Enough for every employee of the group on one page (the API's maximum). */
const pageSize = 200

export const fetchEmployees = createServerFn({ method: 'GET' })
  // Inside .validator(): the client build strips it, so the contract's schemas stay on the server.
  .validator(z.object({ location: slug.optional(), department: departmentSchema.optional() }))
  .handler(async ({ data }): Promise<EmployeeList> =>
    productApi().listEmployees({
      location: data.location ? [data.location] : undefined,
      department: data.department ? [data.department] : undefined,
      pageSize,
    }),
  )
