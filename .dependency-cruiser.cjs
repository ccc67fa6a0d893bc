/**
 * The layer rules of docs/ARCHITECTURE.md, section 2, checked by `npm run lint`.
 * From the bottom: kernel (shared/*.ts settings, clock, errors, logging), domain (with the channel
 * registry, shared/channels/registry.ts: plain data the engine and adapters read), store, adapters
 * (gateway, upstream, webhooks, push), engine, use cases (operations, channels, views, schemas),
 * HTTP (http, middleware), composition (route rows, routes, openapi), entry points.
 */
/** A channel's own limits (`shared/channels/<channel>/limits.ts`) are kernel settings kept in its folder. */
const KERNEL =
  '^shared/((clock|config|constants|errors|ids|kms-sdk|logger|metrics|queues|redact|scheduler|schedules|secrets|secrets-manager|secrets-manager-sdk|time|tracing|tracing-sdk)\\.ts$|channels/[^/]+/limits\\.ts$)';
const COMPOSITION = '^shared/(route-rows/|routes\\.ts$|openapi(-webhooks)?\\.ts$|http/response-schemas\\.ts$)';
const HTTP = '^shared/(http|middleware)/';
const DOMAIN = '^shared/(domain/|channels/registry\\.ts$)';
/**
 * A channel's part of the gateway (`shared/channels/<channel>/gateway.ts`: its port methods, request
 * bodies and answer parsing) and their assembly (`shared/channels/gateway.ts`) are adapters that live
 * in the channel folders: they import what adapters may (the kernel, the domain, shared/gateway/ and
 * shared/upstream/), never a use case, the engine or HTTP, and no use case is one of them.
 */
const CHANNEL_GATEWAYS = 'channels/(gateway|[^/]+/gateway)\\.ts$';
/**
 * A channel's own records (`shared/channels/<channel>/store.ts`: its item shapes, reads and
 * conditional writes) are store code kept in its folder: they import what the store may.
 */
const STORE = '^shared/(store/|channels/[^/]+/store\\.ts$)';
const USE_CASES = `^shared/((operations|views|schemas)/|channels/(?!registry\\.ts$|gateway\\.ts$|[^/]+/(gateway|limits|store)\\.ts$))`;
const ENGINE = '^shared/engine/';
/**
 * Where a channel's folder may be imported from (docs/ARCHITECTURE.md, section 12): the channels'
 * own folders (rule channels-keep-apart), the route rows, the functions (one per route) and these
 * assembly points, each of which lists every channel of its kind. A new import of a channel's code
 * from anywhere else is a new place that names the channel, so it fails here.
 */
const CHANNEL_ASSEMBLY_POINTS = {
  'shared/channels/registry.ts': "one row per transaction type, with the amounts of each channel's limits",
  'shared/channels/gateway.ts': "the gateway port assembled from each channel's part",
  'shared/http/response-schemas.ts':
    "every route's success-response schema by the name its row gives, and each webhook event's body",
  'shared/operations/callbacks.ts':
    'a gateway callback handed to the channel it names (dedicated VA, payouts, refunds), and the transaction it pays or creates',
  'shared/operations/dashboard-money.ts': 'the dashboard PIN change checks the current PIN as a payout does',
  'shared/operations/client-grants.ts': 'a money-out grant to an API client checks the PIN as a payout does',
  'local/start.ts': 'the local stack points the digital-product provider at the simulator',
  'local/sandbox.ts':
    "the local stack's no-auth /sandbox/v1 is a thin adapter over the sandbox's actions (channels/sandbox)",
};
/**
 * Channels that build on another's code: the payouts and their channels, the two VAs, cash-in on the
 * e-wallet lists, refunds sent as payouts (the payout channels' destinations, PIN and gateway calls),
 * batch payouts on the payouts.
 */
const CHANNEL_NEIGHBOURS = {
  payouts: ['transfer', 'ewallet'],
  batches: ['payouts', 'transfer', 'ewallet'],
  transfer: ['payouts'],
  ewallet: ['payouts'],
  'ewallet-cashin': ['ewallet', 'payouts'],
  'dedicated-va': ['va'],
  'payment-links': ['qris', 'va'],
  refunds: ['payouts', 'transfer', 'ewallet'],
  withdrawals: ['payouts'],
  // The deployed sandbox checks that a VA number is one of the merchant's dedicated VAs.
  sandbox: ['dedicated-va'],
};
const CHANNEL_FOLDER = '^shared/channels/[^/]+/';
const escape = (path) => path.replace(/[.]/g, '\\.');

const ADAPTERS = `^shared/((gateway|upstream|webhooks|push)/|${CHANNEL_GATEWAYS})`;

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'No import cycles.', from: {}, to: { circular: true } },
    {
      name: 'kernel-is-the-bottom',
      severity: 'error',
      comment:
        'Settings, clock, errors, logging and metrics import nothing else of shared/ but the types of the channel registry (plain data that imports nothing).',
      from: { path: KERNEL },
      to: { path: '^shared/', pathNot: [KERNEL, '^shared/channels/registry\\.ts$'] },
    },
    {
      name: 'kernel-reads-registry-types-only',
      severity: 'error',
      comment: 'The kernel may name the types of the channel registry, never load it.',
      from: { path: KERNEL },
      to: { path: '^shared/channels/registry\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'The domain (and the channel registry) is pure: it imports only the domain and the kernel, and no AWS SDK.',
      from: { path: DOMAIN },
      to: { pathNot: [KERNEL, DOMAIN, '^(net|crypto|node:net|node:crypto)$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'store-knows-records-only',
      severity: 'error',
      comment: 'The store knows keys and records, not money moves, use cases, adapters or HTTP.',
      from: { path: STORE },
      to: { path: [ENGINE, ADAPTERS, USE_CASES, HTTP, COMPOSITION] },
    },
    {
      name: 'adapters-below-the-engine',
      severity: 'error',
      comment: 'Gateway, provider, webhook and push adapters do not move money or answer requests.',
      from: { path: ADAPTERS },
      to: { path: [ENGINE, USE_CASES, HTTP, COMPOSITION] },
    },
    {
      name: 'engine-below-use-cases',
      severity: 'error',
      comment: 'The money engine moves money; it knows no use case, route or HTTP.',
      from: { path: ENGINE },
      to: { path: [USE_CASES, HTTP, COMPOSITION] },
    },
    {
      name: 'use-cases-return-outcomes',
      severity: 'error',
      comment: "Operations return outcomes; only a channel's handlers (handlers.ts, *-handlers.ts) map them to HTTP.",
      from: { path: USE_CASES, pathNot: '^shared/channels/[^/]+/[a-z-]*handlers\\.ts$' },
      to: { path: [HTTP, COMPOSITION] },
    },
    {
      name: 'schemas-stand-alone',
      severity: 'error',
      comment: 'Schemas describe bodies: no I/O, no money, no routes (static lists such as the banks are fine).',
      from: { path: ['^shared/schemas/', '^shared/channels/[^/]+/[^/]*schemas\\.ts$'] },
      to: {
        path: [
          '^shared/(store|engine|operations|views|http|middleware)/',
          ADAPTERS,
          COMPOSITION,
          '^shared/channels/[^/]+/(handlers|confirm|inquiry|callback|reconcile|outcome|payout|pin|store)\\.ts$',
        ],
      },
    },
    {
      name: 'http-core-below-middleware',
      severity: 'error',
      comment: 'Only api-handler.ts assembles the middleware; the rest of http/ does not import it.',
      from: { path: '^shared/http/', pathNot: '^shared/http/api-handler\\.ts$' },
      to: { path: '^shared/middleware/' },
    },
    {
      name: 'middleware-below-routes',
      severity: 'error',
      comment: 'Middleware knows the route definition type, not the route table or use cases.',
      from: { path: '^shared/middleware/' },
      to: { path: [USE_CASES, COMPOSITION] },
    },
    {
      name: 'shared-below-entry-points',
      severity: 'error',
      comment: 'Nothing in shared/ imports a function, the infra, the local stack, tests or tools.',
      from: { path: '^shared/' },
      to: { path: '^(functions|infra|local|test|bench|chaos|cli|client|tools)/' },
    },
    {
      name: 'functions-are-entry-points',
      severity: 'error',
      comment:
        'A function imports shared code, never another function, the local stack or tests; the sandbox simulator functions (functions/sandbox/) import the gateway simulator (local/simulator/) too.',
      from: { path: '^functions/' },
      to: { path: '^(functions|local|test|infra)/', pathNot: '^local/simulator/' },
    },
    {
      name: 'only-the-sandbox-runs-the-simulator',
      severity: 'error',
      comment:
        'Of the functions, only the deployed sandbox simulator (functions/sandbox/) imports the gateway simulator.',
      from: { path: '^functions/', pathNot: '^functions/sandbox/' },
      to: { path: '^local/simulator/' },
    },
    {
      name: 'simulator-stands-apart',
      severity: 'error',
      comment:
        'The gateway simulator a deployed function bundles imports shared code and packages, not the rest of the local stack.',
      from: { path: '^local/simulator/' },
      to: { path: '^(functions|infra|test|bench|chaos|cli|tools)/|^local/(?!simulator/)' },
    },
    {
      name: 'dashboard-stands-alone',
      severity: 'error',
      comment:
        'The web app runs in a browser: it imports only dashboard/, the generated API types (client/schema.ts) and packages, never the service (shared/, functions/, local/).',
      from: { path: '^dashboard/' },
      to: { path: '^(?!dashboard/|client/schema\\.ts$|node_modules/)' },
    },
    {
      name: 'checkout-stands-alone',
      severity: 'error',
      comment:
        "The hosted checkout page runs in a customer's browser and stays small: it imports only checkout/ and packages, never the service or the dashboard.",
      from: { path: '^checkout/' },
      to: { path: '^(?!checkout/|node_modules/)' },
    },
    {
      name: 'channels-through-assembly-points',
      severity: 'error',
      comment:
        "A channel's folder is imported by its own code, its route rows and functions, its simulator part and the assembly points listed in CHANNEL_ASSEMBLY_POINTS, nothing else.",
      from: {
        path: '^(shared|infra|local)/',
        pathNot: [
          CHANNEL_FOLDER,
          '^shared/route-rows/',
          '^local/simulator/',
          ...Object.keys(CHANNEL_ASSEMBLY_POINTS).map((path) => `^${escape(path)}$`),
        ],
      },
      to: { path: CHANNEL_FOLDER },
    },
    {
      name: 'simulator-part-plays-its-channel',
      severity: 'error',
      comment:
        "A part of the gateway simulator (local/simulator/<channel>.ts, <channel>-api.ts) reads its own channel's folder, and of the others only their limits and static lists (banks, products).",
      from: { path: '^local/simulator/(.+?)(-api)?\\.ts$' },
      to: {
        path: CHANNEL_FOLDER,
        pathNot: ['^shared/channels/$1/', '^shared/channels/[^/]+/(limits|banks|products)\\.ts$'],
      },
    },
    {
      name: 'channels-keep-apart',
      severity: 'error',
      comment:
        "A channel's folder imports no other channel's, except the neighbours of CHANNEL_NEIGHBOURS; what several share lives below (domain, store, shared/channels/*.ts).",
      from: {
        path: '^shared/channels/([^/]+)/',
        pathNot: `^shared/channels/(${Object.keys(CHANNEL_NEIGHBOURS).join('|')})/`,
      },
      to: { path: CHANNEL_FOLDER, pathNot: '^shared/channels/$1/' },
    },
    ...Object.entries(CHANNEL_NEIGHBOURS).map(([folder, neighbours]) => ({
      name: `channels-keep-apart-${folder}`,
      severity: 'error',
      comment: `The ${folder} folder imports, of the other channels, only ${neighbours.join(' and ')}.`,
      from: { path: `^shared/channels/${folder}/` },
      to: { path: CHANNEL_FOLDER, pathNot: `^shared/channels/(${[folder, ...neighbours].join('|')})/` },
    })),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|cdk\\.out|tmp)/' },
  },
};
