/**
 * The imports between API modules that still close a circle (issue 32: 37 edges in two knots, of
 * 14 modules and of 2, when this list was written). The list may only shrink: module-graph.test.ts fails when a new import
 * closes a circle, and when an edge here no longer closes one (then delete it from this list).
 * A lower module that must react to a higher one does it through an event or a port it defines
 * (docs/architecture.md), never by adding an edge here.
 */
export const KNOWN_CIRCLE_EDGES: readonly string[] = [
  'access-keys -> auth',
  'admin -> reference',
  'ats -> auth',
  'ats -> clients',
  'ats -> organizations',
  'ats -> pipeline',
  'auth -> users',
  'candidate-dashboard -> pipeline',
  'candidates -> auth',
  'candidates -> candidate-dashboard',
  'candidates -> media',
  'candidates -> pipeline',
  'clients -> compensation',
  'clients -> organizations',
  'clients -> users',
  'compensation -> candidates',
  'compensation -> users',
  'inbound -> access-keys',
  'inbound -> auth',
  'inbound -> candidates',
  'inbound -> compensation',
  'inbound -> users',
  'interview-feedback -> pipeline',
  'media -> auth',
  'media -> candidates',
  'media -> inbound',
  'organizations -> media',
  'organizations -> uploads',
  'pipeline -> ats',
  'pipeline -> candidate-dashboard',
  'pipeline -> candidates',
  'pipeline -> interview-feedback',
  'pipeline -> users',
  'reference -> admin',
  'uploads -> media',
  'users -> auth',
  'users -> candidates',
]
