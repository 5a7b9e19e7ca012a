// The layers of src/, highest first: a folder may import the folders of the layers below its own, never those above
// it nor its siblings in the same layer. docs/architecture.md draws them and says why each sits where it does;
// eslint.config.mjs turns this list into import zones, and src/architecture.test.ts proves the folders form no cycle
// and that the page's table and chart name the same layers in the same order.
export const LAYERS = [
  ['app'], // routes: the public site, the API, the admin's mount (src/proxy.ts, beside it, is Next's entry too)
  // what the commands do (prepare the database, accounts, health); the staff's own admin views, which Payload finds by
  // their paths in the import map: only the routes import either, and neither imports the other
  ['operations', 'admin'],
  ['seed'], // the demo content and its local art
  ['cms-pages'], // a CMS page as the site shows it: each block rendered by the section it names
  ['company-pages'], // the contact and legal pages' sections
  ['service-pages'], // the page kit: hero, jump bar, bands, enquiry block, and a CMS page's content in its terms
  ['shell'], // what wraps every page: header, navigation, enquiry dialog, footer, error pages
  ['sections', 'seo'], // page sections (home, blog, news, team, ...); metadata and structured data
  ['forms'], // the form components (client)
  ['contract'], // the public API's request and response schemas and the mapping to its shapes
  ['search'], // the site search: its index of the published content, and the queries visitors made
  ['content'], // server-only reads per content type, cached
  ['payload'], // the assembled Payload app: its config wires the services' hooks and jobs, and the Local API
  // a student's documents: checklists requested, uploads taken in and kept encrypted, their review, reminders, ZIPs
  ['documents'],
  // the student workspace (files, applications, deadlines, the portal's sign-in and what students and parents see);
  // webinars, open days and fairs (registration, seats, the waiting list, attendance)
  ['events', 'students'],
  ['leads', 'bookings'], // storing leads, spam checks, response checks; booking consultations
  ['assignment'], // who takes a new lead or booking: the weighted rotation, the office's working calendar
  // every mail: its template, queueing it, the job that sends it, the sweep that mends the outbox; real visitors' Web
  // Vitals, counted in memory and kept as daily histograms
  ['outbox', 'web-vitals'],
  ['cms'], // collections, globals, fields, hooks, access rules, migrations: the data model
  ['database'], // the database adapter, its pool and write guard, transactions, the jobs table, the uploads' store
  ['page-cache'], // rendered public pages kept in memory and answered before the router, emptied by CMS hooks
  ['response-cache'], // read calls' answers kept in memory, emptied by CMS hooks; its kept-answer shape serves pages too
  // design tokens and primitives: they import only security's HTML escaping (for the icon sheet), so they sit just
  // above it, where lint keeps them from reaching up into content, forms, the CMS or the leads
  ['ui'],
  ['security'], // headers, upload checks, sessions, HTML escaping
  ['observability'], // the one logger, request ids, Prometheus metrics
  ['config'], // the environment schema, validated at start; paths
  ['schema'], // shared rules and messages: forms, the API and the CMS all validate with them
  ['calendar', 'brand'], // time zones and working-time arithmetic; the consultancy's mark
  ['types'], // ambient type declarations
]

const folder = (name) => `./src/${name}/**`

/** Lint's `import/no-restricted-paths` zones: a layer's folders may not import the layers above, nor their siblings. */
export const layerZones = () =>
  LAYERS.flatMap((layer, depth) =>
    layer.map((name) => {
      const above = LAYERS.slice(0, depth).flat()
      const siblings = layer.filter((other) => other !== name)
      return {
        target: folder(name),
        from: [...above, ...siblings].map(folder),
        message: `src/${name} sits below these folders (docs/architecture.md): pass what it needs in, or move the shared code down.`,
      }
    }),
  ).filter((zone) => zone.from.length > 0)
