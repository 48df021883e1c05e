/**
 * The fictional companies of the modelling tests' case packs, each with its sector
 * (docs/modelling-tests.md#the-case-pack).
 */
export const CASE_COMPANIES = [
  { company: "Alder Ridge Packaging", sector: "packaging" },
  { company: "Bellmont Dental Partners", sector: "dental clinics" },
  { company: "Carrow Industrial Services", sector: "industrial services" },
  { company: "Dunmore Specialty Chemicals", sector: "specialty chemicals" },
  { company: "Elmstead Pet Care", sector: "pet food" },
  { company: "Fairhaven Testing Labs", sector: "testing and inspection" },
  { company: "Glenrock Building Products", sector: "building products" },
  { company: "Hartwell Payroll Software", sector: "software" },
  { company: "Ivybridge Learning", sector: "education" },
  { company: "Juniper Fleet Services", sector: "fleet maintenance" },
  { company: "Kestrel Aero Components", sector: "aerospace parts" },
  { company: "Larchfield Bakeries", sector: "food manufacturing" },
  { company: "Marlow Care Staffing", sector: "healthcare staffing" },
  { company: "Northgate Water Systems", sector: "water treatment" },
  { company: "Oakhurst Insurance Brokers", sector: "insurance broking" },
  { company: "Penrose Facilities Management", sector: "facilities services" },
] as const;

export const COMPANY_NAMES = CASE_COMPANIES.map((entry) => entry.company);
export const SECTOR_NAMES = CASE_COMPANIES.map((entry) => entry.sector);
