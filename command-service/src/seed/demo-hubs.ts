import {
  AUTO_REVIEW_CHECKS,
  type CreateHubRequest,
  CreateHubRequest as Schema,
  type MaterialType,
} from '@cairn/contracts';

/** `position`: where the hub's pictures are taken (the automatic review learns it from them). */
type Def = {
  slug: string;
  position: { latitude: number; longitude: number };
  body: Omit<CreateHubRequest, 'firstUser'> & { firstUser?: never };
  managerPhone?: string;
};
const hub = (partial: Record<string, unknown>) => partial as unknown as Def['body'];

const plastics: MaterialType[] = [
  'PET_CLEAR',
  'PET_COLORED',
  'HDPE_MIXED',
  'LDPE_FILM',
  'PP_MIXED',
  'MLP',
];

/** One demo hub of each company type, in the places Cairn's hubs are. */
export const DEMO_HUBS: Def[] = [
  {
    slug: 'pune',
    position: { latitude: 18.52, longitude: 73.85 },
    managerPhone: '+919800000001',
    body: hub({
      name: 'Green Loop Collection Pune',
      type: 'COLLECTION_CENTER',
      cameraResolution: 'W720_H960',
      currency: 'INR',
      street: 'Karve Road 118',
      zipCode: '411004',
      city: 'Pune',
      region: 'Maharashtra',
      country: 'IN',
      features: [
        'MATERIAL_COLLECTION',
        'WASTE_BAG_REGISTRATION',
        'MATERIAL_SEGREGATION',
        'MATERIAL_CLEARANCE',
        'MASS_BALANCE_TRACKING',
        'EVENT_REVIEW',
      ],
      collectedMaterialTypes: plastics,
      // What it grades is what it collects (issue 20 made this list limit the grading).
      segregationInputMaterialTypes: plastics,
      segregationOutputMaterialTypes: plastics,
      enableDocumentUpload: true,
      pipelineOwner: true,
      weighMaterialClearance: true,
      showMaterialClearanceTransport: true,
    }),
  },
  {
    slug: 'bandung',
    position: { latitude: -6.93, longitude: 107.66 },
    body: hub({
      name: 'Bandung Polymer Recycling',
      type: 'RECYCLER',
      cameraResolution: 'W960_H1280',
      currency: 'IDR',
      street: 'Jalan Soekarno-Hatta 590',
      zipCode: '40286',
      city: 'Bandung',
      region: 'West Java',
      country: 'ID',
      features: [
        'TRUCK_LOAD_REGISTRATION',
        'MATERIAL_SEGREGATION',
        'MATERIAL_PROCESSING',
        'MATERIAL_CLEARANCE',
        'MATERIAL_CERTIFICATION',
        'MASS_BALANCE_TRACKING',
      ],
      collectedMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED', 'PP_MIXED'],
      segregationInputMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
      segregationOutputMaterialTypes: ['PET_CLEAR', 'HDPE_NATURAL', 'HDPE_COLORED'],
      processingInputMaterialTypes: ['PET_CLEAR', 'HDPE_NATURAL'],
      processingOutputMaterialTypes: ['PET_FLAKES_CLEAR', 'HDPE_FLAKES'],
      processingOutputProductTypes: ['CHIP', 'PELLET'],
      processingSteps: ['GRADING', 'WASHING', 'SHREDDING'],
      generateSustainabilityDeclaration: true,
      weighMaterialClearance: true,
      showMaterialClearanceTransport: true,
    }),
  },
  {
    slug: 'recife',
    position: { latitude: -8.05, longitude: -34.9 },
    body: hub({
      name: 'Rota Verde Transportes',
      type: 'CARRIER',
      cameraResolution: 'W720_H960',
      currency: 'BRL',
      street: 'Avenida Recife 2400',
      zipCode: '50865000',
      city: 'Recife',
      region: 'Pernambuco',
      country: 'BR',
      features: ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH'],
      // Its seeded loads come from its own fleet, not off a transport of the platform.
      allowUnregisteredSuppliers: true,
      collectedMaterialTypes: ['MIXED_PLASTIC', 'CARDBOARD'],
    }),
  },
  {
    slug: 'koeln',
    position: { latitude: 50.98, longitude: 6.93 },
    body: hub({
      name: 'Rhein Materials Hub Köln',
      type: 'MATERIAL_HANDLING_CENTER',
      cameraResolution: 'W1440_H1920',
      currency: 'EUR',
      street: 'Industriestraße 12',
      zipCode: '50735',
      city: 'Köln',
      region: 'NRW',
      country: 'DE',
      // Trucks' material and, at its gate, waste bags: the seed registers both (two registration features).
      features: ['MATERIAL_REGISTRATION', 'WASTE_BAG_REGISTRATION', 'MATERIAL_CLEARANCE'],
      weighMaterialClearance: true,
      showMaterialClearanceTransport: true,
      collectedMaterialTypes: ['LDPE_FILM', 'PP_WOVEN', 'MIXED_PLASTIC'],
      // Every check, OCR_DATA_NOT_DETECTED included (not in the default): the demo's example of a hub that chose its checks.
      eventAutoReviewTags: [...AUTO_REVIEW_CHECKS],
    }),
  },
  {
    slug: 'minas',
    position: { latitude: -20.07, longitude: -44.58 },
    body: hub({
      name: 'Cimento Verde Co-processamento',
      type: 'CO_PROCESSING_FACILITY',
      cameraResolution: 'W720_H960',
      currency: 'BRL',
      street: 'Rodovia MG-050 km 12',
      zipCode: '35680000',
      city: 'Itaúna',
      region: 'Minas Gerais',
      country: 'BR',
      features: ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      collectedMaterialTypes: ['RDF', 'MLP'],
    }),
  },
  {
    slug: 'kothrud',
    position: { latitude: 18.5, longitude: 73.81 },
    body: hub({
      name: 'Kothrud Pick-up Point',
      type: 'PICKUP_POINT',
      cameraResolution: 'W480_H640',
      currency: 'INR',
      street: 'Paud Road 7',
      zipCode: '411038',
      city: 'Pune',
      country: 'IN',
      // Its seeded bags are weighed at the point itself (the registration feature the server asks for).
      features: ['MATERIAL_COLLECTION', 'WASTE_BAG_REGISTRATION'],
      collectedMaterialTypes: plastics,
    }),
  },
  {
    slug: 'network',
    position: { latitude: 52.53, longitude: 13.4 },
    body: hub({
      name: 'Cairn Partner Network',
      type: 'ORGANIZATION',
      cameraResolution: 'W720_H960',
      currency: 'EUR',
      street: 'Torstraße 49',
      zipCode: '10119',
      city: 'Berlin',
      country: 'DE',
      features: [],
    }),
  },
];

/** Validates a demo hub with the same schema the API uses, so demo data can never be invalid. */
export const demoHubRequest = (def: Def, owner: CreateHubRequest['firstUser']): CreateHubRequest =>
  Schema.parse({ ...def.body, firstUser: owner });
