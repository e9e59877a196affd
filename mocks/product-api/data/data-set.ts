/**
 * The mock product API's data set, generated at start-up: deterministic for a
 * seed (own PRNG for vehicles and prices, seeded faker with the Danish locale
 * for employee names).
 */
import { faker } from '@faker-js/faker/locale/da'
import type { LeaseVehicle } from '#src/product-api/contract/lease.ts'
import type { Employee, Location } from '#src/product-api/contract/location.ts'
import type { Department } from '#src/product-api/contract/vocabulary.ts'
import type { MinileaseConfiguration } from '#src/product-api/contract/minilease.ts'
import type { Model } from '#src/product-api/contract/model.ts'
import { toLeaseFuel } from '#src/product-api/contract/vocabulary.ts'
import type { Fuel, VanBody } from '#src/product-api/contract/vocabulary.ts'
import { slugify } from '#src/product-api/vehicle-id.ts'
import { leaseRow } from '../finance.ts'
import type { ModelSpec, VariantSpec } from './catalogue.ts'
import { isCommercial, modelTitlePrefix, ownBrandModels, variantBodyStyle, vehicleTitle } from './catalogue.ts'
import { exteriorColours } from './colours.ts'
import { groupCompany } from '#src/site-identity/site-identity.ts'
import { danishIban, expandHours, locationSeeds } from './locations.ts'
import { mediaUrls, vehicleAngles } from './media-urls.ts'
import type { MediaUrls } from './media-urls.ts'
import { createRandom, hashString } from './random.ts'
import type { LocationChoice, VehicleRecord } from './vehicles.ts'
import { leaseTermsFor } from './lease-terms.ts'
import { consumptionFor, energyLabelFor, generateVehicles, newCarDeliveryCost } from './vehicles.ts'

export interface DataSet {
  seed: number
  urls: MediaUrls
  vehicles: VehicleRecord[]
  models: Model[]
  locations: Location[]
  employees: Employee[]
  leaseVehicles: LeaseVehicle[]
  minilease: MinileaseConfiguration[]
  /** Model specs by `${brand}/${model}`, for drawing model pictures. */
  modelSpecs: Map<string, ModelSpec>
}

export interface DataSetOptions {
  vehicleCount: number
  /** Origin of the media host (the mock server), e.g. `http://127.0.0.1:4010`. */
  mediaOrigin: string
  seed?: number
}

export const defaultSeed = 20_261_101

const vat = 1.25

// ---------------------------------------------------------------------------
// Employees
// ---------------------------------------------------------------------------

interface RoleSeed {
  title: string
  department: Department
  contact?: boolean
}

function rolesFor(seed: (typeof locationSeeds)[number]): RoleSeed[] {
  const roles: RoleSeed[] = [
    { title: 'Afdelingsdirektør', department: 'management' },
    { title: 'Salgschef', department: 'sales', contact: true },
    { title: 'Bilsælger', department: 'sales' },
    { title: 'Bilsælger', department: 'sales' },
    { title: 'Brugtvognssælger', department: 'used_cars' },
    { title: 'Værkstedschef', department: 'workshop', contact: true },
    { title: 'Servicerådgiver', department: 'workshop' },
  ]
  if (seed.vans) roles.push({ title: 'Salgschef, varebiler', department: 'vans', contact: true }, { title: 'Erhvervssælger', department: 'vans' })
  if (seed.services.includes('leasing')) roles.push({ title: 'Leasingrådgiver', department: 'leasing' })
  if (seed.services.includes('body_shop')) roles.push({ title: 'Skadeekspert', department: 'workshop' })
  if (seed.slug === 'bilhuset-nord-greve') {
    roles.push(
      { title: 'Administrerende direktør', department: 'management' },
      { title: 'Økonomichef', department: 'administration' },
      { title: 'Reservedelschef', department: 'parts' },
      { title: 'Marketingkoordinator', department: 'administration' },
    )
  } else {
    roles.push({ title: 'Reservedels- og tilbehørsrådgiver', department: 'parts' })
  }
  if (seed.slug === 'bilhuset-nord-glostrup') {
    // The vans centre has no passenger-car sales.
    return roles.filter((r) => r.department !== 'sales' && r.department !== 'used_cars')
  }
  return roles
}

/**
 * The people the content space names (the employee overview, "Direkte kontakt", article
 * authors) are these staff of the product API: one source of people (issue 30), so every
 * page says the same about them. Each takes the place of the generated person in the role
 * `replaces` at the location; the rest of the staff stays as generated. content-space.test.ts
 * in mocks checks every person a story names against the data set.
 */
export const namedStaff: readonly {
  location: string
  replaces: string
  firstName: string
  lastName: string
  jobTitle: string
  department: Department
  phone: string
  email: string
}[] = [
  { location: 'bilhuset-nord-greve', replaces: 'Administrerende direktør', firstName: 'Henrik', lastName: 'Lauridsen', jobTitle: 'Administrerende direktør', department: 'management', phone: '+4543901201', email: 'hl@bilhusetnord.dk' },
  { location: 'bilhuset-nord-greve', replaces: 'Salgschef', firstName: 'Camilla', lastName: 'Thygesen', jobTitle: 'Salgschef, nye biler', department: 'sales', phone: '+4543901210', email: 'ct@bilhusetnord.dk' },
  { location: 'bilhuset-nord-greve', replaces: 'Leasingrådgiver', firstName: 'Nadia', lastName: 'Hussain', jobTitle: 'Finansieringsrådgiver', department: 'leasing', phone: '+4543901240', email: 'nh@bilhusetnord.dk' },
  { location: 'bilhuset-nord-aarhus', replaces: 'Bilsælger', firstName: 'Rasmus', lastName: 'Østergaard', jobTitle: 'Bilsælger, Mercedes-Benz', department: 'sales', phone: '+4586152311', email: 'ro@bilhusetnord.dk' },
  { location: 'bilhuset-nord-roskilde', replaces: 'Bilsælger', firstName: 'Sofie', lastName: 'Kragh', jobTitle: 'Bilsælger, Renault og Dacia', department: 'sales', phone: '+4546351812', email: 'sk@bilhusetnord.dk' },
  { location: 'bilhuset-nord-aalborg', replaces: 'Brugtvognssælger', firstName: 'Mikkel', lastName: 'Bach', jobTitle: 'Brugtvognschef', department: 'used_cars', phone: '+4598182520', email: 'mb@bilhusetnord.dk' },
  { location: 'bilhuset-nord-hjoerring', replaces: 'Brugtvognssælger', firstName: 'Louise', lastName: 'Vestergaard', jobTitle: 'Brugtvognssælger', department: 'used_cars', phone: '+4598922621', email: 'lv@bilhusetnord.dk' },
  { location: 'bilhuset-nord-glostrup', replaces: 'Erhvervssælger', firstName: 'Thomas', lastName: 'Juhl', jobTitle: 'Erhvervskonsulent, varevogne', department: 'vans', phone: '+4543961530', email: 'tj@bilhusetnord.dk' },
  { location: 'bilhuset-nord-odense', replaces: 'Erhvervssælger', firstName: 'Anders', lastName: 'Kjær', jobTitle: 'Erhvervskonsulent, varevogne', department: 'vans', phone: '+4566171931', email: 'ak@bilhusetnord.dk' },
  { location: 'bilhuset-nord-kolding', replaces: 'Værkstedschef', firstName: 'Jesper', lastName: 'Holm', jobTitle: 'Værkstedschef', department: 'workshop', phone: '+4575502250', email: 'jh@bilhusetnord.dk' },
  { location: 'bilhuset-nord-herning', replaces: 'Servicerådgiver', firstName: 'Maria', lastName: 'Dahl', jobTitle: 'Serviceassistent', department: 'workshop', phone: '+4597122451', email: 'md@bilhusetnord.dk' },
  { location: 'bilhuset-nord-naestved', replaces: 'Reservedels- og tilbehørsrådgiver', firstName: 'Peter', lastName: 'Sørensen', jobTitle: 'Reservedels- og tilbehørschef', department: 'parts', phone: '+4555782160', email: 'ps@bilhusetnord.dk' },
]

function emailLocal(text: string): string {
  return slugify(text).replace(/-/g, '.')
}

function buildEmployees(seed: number, urls: MediaUrls): { employees: Employee[]; contacts: Map<string, string[]> } {
  faker.seed(seed)
  const rnd = createRandom(seed ^ 0x5eed)
  const employees: Employee[] = []
  const contacts = new Map<string, string[]>()
  const usedIds = new Set<string>()
  for (const loc of locationSeeds) {
    const contactIds: string[] = []
    const named = namedStaff.filter((n) => n.location === loc.slug)
    for (const role of rolesFor(loc)) {
      // Drawn for everyone, so the generated staff keep their names.
      const sex = rnd.chance(0.42) ? 'female' : 'male'
      const person = named.find((n) => n.replaces === role.title)
      if (person) named.splice(named.indexOf(person), 1)
      const firstName = person?.firstName ?? faker.person.firstName(sex)
      const lastName = person?.lastName ?? faker.person.lastName()
      if (person) {
        faker.person.firstName(sex)
        faker.person.lastName()
      }
      const name = `${firstName} ${lastName}`
      let id = slugify(name)
      for (let n = 2; usedIds.has(id); n++) id = `${slugify(name)}-${n}`
      usedIds.add(id)
      const drawnPhone = `+45${loc.phone.slice(3, 7)}${String(rnd.int(1000, 9999))}`
      const phone = person?.phone ?? drawnPhone
      employees.push({
        id,
        name,
        firstName,
        lastName,
        location: { slug: loc.slug, name: loc.name },
        jobTitle: person?.jobTitle ?? role.title,
        department: person?.department ?? role.department,
        photo: rnd.chance(0.88)
          ? { url: urls.employee(id), alt: `Portræt af ${name}`, width: 320, height: 400 }
          : null,
        phone,
        email: person?.email ?? `${emailLocal(firstName)}.${emailLocal(lastName)}@bilhusetnord.dk`.replace(/\.\.+/g, '.'),
      })
      if (role.contact) contactIds.push(id)
    }
    if (named.length > 0) throw new Error(`No role for ${named.map((n) => `${n.firstName} ${n.lastName}`).join(', ')} at ${loc.slug}`)
    contacts.set(loc.slug, contactIds)
  }
  return { employees, contacts }
}

// ---------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------

function buildLocations(employees: Employee[], contacts: Map<string, string[]>, urls: MediaUrls): Location[] {
  return locationSeeds.map((seed) => {
    const staff = employees.filter((e) => e.location.slug === seed.slug)
    const contactIds = contacts.get(seed.slug) ?? []
    return {
      slug: seed.slug,
      name: seed.name,
      town: seed.town,
      address: { street: seed.street, postcode: seed.postcode, town: seed.town, country: 'DK' },
      coordinates: { lat: seed.lat, lng: seed.lng },
      phone: seed.phone,
      email: `${slugify(seed.town).replace(/-/g, '')}@bilhusetnord.dk`,
      whatsapp: seed.whatsapp,
      brands: seed.brands,
      services: seed.services,
      openingHours: { showroom: expandHours(seed.showroom), workshop: expandHours(seed.workshop) },
      image: { url: urls.location(seed.slug), alt: `Facaden på ${seed.name}`, width: 1200, height: 675 },
      description: seed.description,
      // Every location is a branch of the group's one company (src/site-identity/site-identity.ts): its CVR and name.
      vatNumber: groupCompany.cvr,
      legalName: groupCompany.legalName,
      iban: danishIban(seed.regNo, String(4_410_000_000 + hashString(seed.slug) % 99_999_999)),
      employees: staff,
      contactPersons: staff.filter((e) => contactIds.includes(e.id)),
    }
  })
}

// ---------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------

function variantPriceInclVat(model: ModelSpec, variant: VariantSpec): number {
  return isCommercial(model, variant) ? Math.round(variant.price * vat) : variant.price
}

function buildModels(vehicles: VehicleRecord[], urls: MediaUrls): Model[] {
  const stockCounts = new Map<string, number>()
  for (const v of vehicles) {
    const key = `${v.brand.slug}/${v.model.slug}`
    stockCounts.set(key, (stockCounts.get(key) ?? 0) + 1)
  }
  return ownBrandModels.map((m) => {
    const prices = m.variants.map((v) => variantPriceInclVat(m, v))
    const commercial = m.variants.every((v) => isCommercial(m, v))
    const vanBodies = [...new Set(m.variants.map((v) => v.vanBody).filter((b): b is VanBody => b !== undefined))]
    const title = modelTitlePrefix(m)
    return {
      brand: m.brand,
      slug: m.slug,
      name: m.name,
      title,
      group: m.group,
      type: m.type,
      bodyStyles: m.bodyStyles,
      vanBodies,
      fuels: [...new Set(m.variants.map((v) => v.fuel))] as Fuel[],
      fromPrice: Math.min(...prices),
      fromPriceExclVat: commercial ? Math.min(...m.variants.map((v) => v.price)) : null,
      image: { url: urls.model(m.brand, m.slug, 'front-34'), alt: title, width: 960, height: 600 },
      stockCount: stockCounts.get(`${m.brand}/${m.slug}`) ?? 0,
      description: m.description ?? `${title} hos Bilhuset Nord.`,
      highlights: m.highlights ?? [`${title} – se lagerbiler og book en prøvetur`],
      images: vehicleAngles.map((angle) => ({
        url: urls.model(m.brand, m.slug, angle),
        alt: `${title}, ${angle === 'interior' ? 'kabine' : angle === 'rear' ? 'set bagfra' : angle === 'side' ? 'set fra siden' : 'set skråt forfra'}`,
        width: 960,
        height: 600,
      })),
      variants: m.variants.map((v) => {
        // The same WLTP figures and energy class as a stock vehicle of the variant.
        const consumption = consumptionFor(v)
        return {
          slug: slugify(v.name),
          name: v.name,
          fuel: v.fuel,
          transmission: v.transmission,
          driveType: v.drive,
          powerHp: v.hp,
          electricRangeKm: consumption.electricRangeKm,
          fromPrice: variantPriceInclVat(m, v),
          energyLabel: isCommercial(m, v) ? null : energyLabelFor(v, consumption),
          consumption,
        }
      }),
      deliveryCost: newCarDeliveryCost(m.brand),
      deliveryCostIncluded: true,
    }
  })
}

// ---------------------------------------------------------------------------
// Lease vehicles
// ---------------------------------------------------------------------------

const privateLeaseOffers: [string, string, string][] = [
  ['mercedes-benz', 'a-klasse', 'A 180'],
  ['mercedes-benz', 'cla-eq', '250+'],
  ['mercedes-benz', 'gla', 'GLA 250 e'],
  ['mercedes-benz', 'glc', '300e 4MATIC'],
  ['mercedes-benz', 'eqa', '250+'],
  ['mercedes-benz', 'c-klasse', 'C 300 e'],
  ['mercedes-benz', 't-klasse', 'T 180 Progressive'],
  ['renault', 'clio', 'Techno TCe 90'],
  ['renault', 'clio', 'Esprit Alpine E-Tech full hybrid 145'],
  ['renault', 'captur', 'Esprit Alpine E-Tech full hybrid 145'],
  ['renault', 'renault-5', 'Techno 52 kWh'],
  ['renault', 'austral', 'Techno E-Tech full hybrid 200'],
  ['renault', 'scenic-e-tech', 'Esprit Alpine 87 kWh'],
  ['renault', 'symbioz', 'Techno E-Tech full hybrid 145'],
  ['dacia', 'sandero', 'Expression TCe 100'],
  ['dacia', 'sandero-stepway', 'Expression TCe 110'],
  ['dacia', 'duster', 'Journey Hybrid 140'],
  ['dacia', 'jogger', 'Expression TCe 110 7 sæder'],
  ['dacia', 'spring', 'Extreme Electric 65'],
]
const businessLeaseOffers: [string, string, string][] = [
  ['mercedes-benz', 'c-klasse', 'C 300 e'],
  ['mercedes-benz', 'e-klasse', 'E 300 e'],
  ['mercedes-benz', 'glc', '300e 4MATIC'],
  ['mercedes-benz', 'eqe', '350+'],
  ['mercedes-benz', 'sprinter', '317 CDI Kassevogn L2H2'],
  ['mercedes-benz', 'esprinter', 'Kassevogn L3H2 113 kWh'],
  ['mercedes-benz', 'vito', '116 CDI Kassevogn Lang'],
  ['mercedes-benz', 'evito', 'Kassevogn Lang 90 kWh'],
  ['mercedes-benz', 'citan', '110 CDI Kassevogn'],
  ['renault', 'austral', 'Techno E-Tech full hybrid 200'],
  ['renault', 'kangoo-van', 'E-Tech electric 45 kWh'],
  ['renault', 'trafic', 'Van Blue dCi 150 L2H1'],
  ['renault', 'master', 'E-Tech electric 87 kWh L3H2'],
]

const campaigns = ['Kampagne: inkl. vinterhjul', 'Hurtig levering', null, null, 'Inkl. ladeboks', null]

function buildLeaseVehicles(urls: MediaUrls): LeaseVehicle[] {
  const out: LeaseVehicle[] = []
  const add = (offers: [string, string, string][], leaseType: 'private_lease' | 'business_lease') => {
    offers.forEach(([brand, modelSlug, variantName], i) => {
      const model = ownBrandModels.find((m) => m.brand === brand && m.slug === modelSlug)
      const variant = model?.variants.find((v) => v.name === variantName)
      if (!model || !variant) throw new Error(`Unknown lease offer ${brand}/${modelSlug}/${variantName}`)
      const business = leaseType === 'business_lease'
      const commercial = isCommercial(model, variant)
      const listPrice = variantPriceInclVat(model, variant)
      // The Citan offer keeps the id it had when it was offered "with either engine" (issue 30: one
      // offer is one variant, the 110 CDI diesel).
      const id = `${brand}-${modelSlug}-${slugify(model.slug === 'citan' ? 'kassevogn' : variantName)}-${business ? 'erhvervsleasing' : 'privatleasing'}`
      const firstPayment = business ? (commercial ? 0 : 30_000) : brand === 'mercedes-benz' ? 39_995 : 19_995
      const annualDistance = business ? 20_000 : 15_000
      const terms = leaseTermsFor(model, variant.fuel, leaseType, 36, annualDistance)
      const row = leaseRow({
        acquisitionType: leaseType,
        listPrice,
        firstPayment,
        months: 36,
        annualDistance,
        interestRate: terms.interestRate,
        monthlyServiceFee: terms.monthlyServiceFee,
        residualShare: terms.residualShare,
        bank: terms.bank,
        discount: 0,
      })
      const { residualValue: _rv, ...standardOffer } = row
      const consumption = consumptionFor(variant)
      const title = vehicleTitle(model, variantName)
      out.push({
        id,
        brand,
        model: modelSlug,
        modelName: model.name,
        variant: variantName,
        title,
        leaseType,
        type: variant.type ?? model.type,
        fuel: toLeaseFuel(variant.fuel),
        transmission: variant.transmission,
        bodyStyle: model.bodyStyles[0] ? variantBodyStyle(model, variant, model.bodyStyles[0]) : null,
        vanBody: variant.vanBody ?? null,
        powerHp: variant.hp,
        electricRangeKm: variant.rangeKm ?? null,
        energyLabel: commercial ? null : energyLabelFor(variant, consumption),
        image: { url: urls.leaseVehicle(id, 'front-34'), alt: title, width: 960, height: 600 },
        monthlyFrom: business ? (standardOffer.monthly_installment_excl_vat ?? 0) : (standardOffer.monthly_installment ?? 0),
        campaign: terms.campaign ?? campaigns[i % campaigns.length] ?? null,
        description: `${business ? 'Erhvervsleasing' : 'Privatleasing'} af ${title}. ${model.description ?? ''}`.trim(),
        images: vehicleAngles.map((angle) => ({ url: urls.leaseVehicle(id, angle), alt: `${title} (${angle})`, width: 960, height: 600 })),
        consumption,
        listPrice,
        includes: business
          ? ['Service og vedligeholdelse', 'Vejhjælp i hele Europa', 'Dækaftale']
          : ['Service og vedligeholdelse', 'Vejhjælp i hele Europa', 'Grøn ejerafgift'],
        // Dacia leases run at most 48 months, vans at least 36; the standard offer is 36 months.
        contractDurations: brand === 'dacia' ? [24, 36, 48] : commercial ? [36, 48, 60] : [24, 36, 48, 60],
        annualDistances: [10_000, 15_000, 20_000, 25_000, 30_000],
        downPaymentOptions: business ? [0, 25_000, 50_000] : [0, 19_995, 29_995, 39_995, 49_995],
        standardOffer,
        deliveryText: i % 3 === 0 ? 'På lager – levering på ca. 2 uger' : 'Levering ca. 8-12 uger',
        // The car's price the lease is calculated from includes the delivery costs, as a new car's price does.
        deliveryCost: newCarDeliveryCost(brand),
        deliveryCostIncluded: true,
      })
    })
  }
  add(privateLeaseOffers, 'private_lease')
  add(businessLeaseOffers, 'business_lease')
  return out
}

// ---------------------------------------------------------------------------
// Minilease
// ---------------------------------------------------------------------------

const minileaseSeeds: { brand: string; model: string; variant: string; base: number; deposit: number }[] = [
  { brand: 'dacia', model: 'sandero-stepway', variant: 'Expression TCe 110', base: 3_495, deposit: 10_000 },
  { brand: 'renault', model: 'clio', variant: 'Techno TCe 90', base: 3_995, deposit: 10_000 },
  { brand: 'renault', model: 'renault-5', variant: 'Techno 52 kWh', base: 4_495, deposit: 10_000 },
  { brand: 'renault', model: 'captur', variant: 'Esprit Alpine E-Tech full hybrid 145', base: 4_695, deposit: 10_000 },
  { brand: 'dacia', model: 'duster', variant: 'Journey Hybrid 140', base: 4_795, deposit: 10_000 },
  { brand: 'mercedes-benz', model: 'a-klasse', variant: 'A 180', base: 6_495, deposit: 15_000 },
]

export const minileaseIncludedMonthlyKm = 2_000
export const minileaseExtraPer1000Km = 395
export const minileaseEstablishmentFee = 1_995

/** Monthly price factor by duration: short contracts cost more per month. */
export function minileaseDurationFactor(months: number): number {
  if (months >= 12) return 0.95
  if (months >= 6) return 1
  return 1 + 0.04 * (6 - months)
}

function buildMinilease(urls: MediaUrls): MinileaseConfiguration[] {
  return minileaseSeeds.map((s) => {
    const model = ownBrandModels.find((m) => m.brand === s.brand && m.slug === s.model)
    const variant = model?.variants.find((v) => v.name === s.variant)
    if (!model || !variant) throw new Error(`Unknown minilease car ${s.brand}/${s.model}`)
    const id = `${s.brand}-${s.model}`
    const palette = exteriorColours[s.brand] ?? []
    const title = vehicleTitle(model, variant.name)
    const colours = palette.slice(0, 4).map((c, i) => ({
      code: slugify(c.name),
      name: c.name,
      hex: c.hex,
      surchargePerMonth: i < 2 ? 0 : 195,
      image: { url: urls.minilease(id, slugify(c.name)), alt: `${title} i ${c.name.toLowerCase()}`, width: 960, height: 600 },
    }))
    const consumption = consumptionFor(variant)
    return {
      id,
      brand: s.brand,
      model: s.model,
      title,
      fuel: variant.fuel,
      type: variant.type ?? model.type,
      energyLabel: energyLabelFor(variant, consumption),
      consumption,
      image: { url: colours[0]?.image.url ?? '', alt: `${modelTitlePrefix(model)} til minilease`, width: 960, height: 600 },
      colours,
      durations: [1, 2, 3, 4, 5, 6, 9, 12],
      monthlyDistances: [2_000, 3_000, 4_000],
      includedMonthlyDistance: minileaseIncludedMonthlyKm,
      deposit: s.deposit,
      establishmentFee: minileaseEstablishmentFee,
      pricePerMonthFrom: Math.round(s.base * minileaseDurationFactor(12)),
      includes: ['Forsikring', 'Service', 'Grøn ejerafgift', `${minileaseIncludedMonthlyKm.toLocaleString('da-DK')} km pr. måned`],
    }
  })
}

// ---------------------------------------------------------------------------

export function minileaseBasePrice(configurationId: string): number | undefined {
  return minileaseSeeds.find((s) => `${s.brand}-${s.model}` === configurationId)?.base
}

export function createDataSet(options: DataSetOptions): DataSet {
  const seed = options.seed ?? defaultSeed
  const urls = mediaUrls(options.mediaOrigin)
  const { employees, contacts } = buildEmployees(seed, urls)
  const locations = buildLocations(employees, contacts, urls)
  const choices: LocationChoice[] = locationSeeds.map((s) => ({
    ref: { slug: s.slug, name: s.name, town: s.town, phone: s.phone, email: `${slugify(s.town).replace(/-/g, '')}@bilhusetnord.dk` },
    brands: s.brands,
    vans: s.vans,
    weight: s.slug === 'bilhuset-nord-greve' ? 2 : 1,
  }))
  const vehicles = generateVehicles({ count: options.vehicleCount, random: createRandom(seed), locations: choices })
  const modelSpecs = new Map(ownBrandModels.map((m) => [`${m.brand}/${m.slug}`, m]))
  return {
    seed,
    urls,
    vehicles,
    models: buildModels(vehicles, urls),
    locations,
    employees,
    leaseVehicles: buildLeaseVehicles(urls),
    minilease: buildMinilease(urls),
    modelSpecs,
  }
}
