// Plain data, no zod: the hub app's first screen names materials without loading the schemas (issue 18).
/**
 * The complete material-type list (the spec leaves the values open; see docs/decisions.md).
 * Families: PET, HDPE, LDPE, PP, PS, PE, PVC, flexible and rigid plastic, paper, cardboard, glass,
 * cloth, footwear, metal, rubber, wood, oil, mixed, battery, e-waste, residue, sanitary, organic,
 * RDF, MLP, tetrapak, fishing net and bottle caps, with colour and flake variants.
 */
export const MATERIAL_TYPE_LABELS = {
  PET_CLEAR: 'PET clear', PET_BLUE: 'PET blue', PET_GREEN: 'PET green', PET_BROWN: 'PET brown',
  PET_COLORED: 'PET coloured', PET_MIXED: 'PET mixed', PET_FLAKES_CLEAR: 'PET flakes clear',
  PET_FLAKES_COLORED: 'PET flakes coloured', PET_TRAYS: 'PET trays',
  HDPE_NATURAL: 'HDPE natural', HDPE_WHITE: 'HDPE white', HDPE_COLORED: 'HDPE coloured', HDPE_MIXED: 'HDPE mixed',
  HDPE_FLAKES: 'HDPE flakes', HDPE_FILM: 'HDPE film',
  LDPE_CLEAR: 'LDPE clear', LDPE_COLORED: 'LDPE coloured', LDPE_MIXED: 'LDPE mixed', LDPE_FILM: 'LDPE film',
  PP_WHITE: 'PP white', PP_COLORED: 'PP coloured', PP_MIXED: 'PP mixed', PP_FLAKES: 'PP flakes', PP_WOVEN: 'PP woven sacks',
  PS: 'PS', PS_EXPANDED: 'PS expanded (EPS)', PE_MIXED: 'PE mixed', PE_FLAKES: 'PE flakes',
  PVC: 'PVC', PVC_PIPES: 'PVC pipes',
  FLEXIBLE_PLASTIC: 'Flexible plastic', RIGID_PLASTIC: 'Rigid plastic', MIXED_PLASTIC: 'Mixed plastic',
  MLP: 'Multi-layer plastic (MLP)', TETRAPAK: 'Tetrapak', BOTTLE_CAPS: 'Bottle caps', FISHING_NET: 'Fishing net',
  PAPER: 'Paper', PAPER_WHITE: 'Paper white', PAPER_MIXED: 'Paper mixed', NEWSPAPER: 'Newspaper',
  CARDBOARD: 'Cardboard', CARDBOARD_CORRUGATED: 'Cardboard corrugated',
  GLASS_CLEAR: 'Glass clear', GLASS_GREEN: 'Glass green', GLASS_BROWN: 'Glass brown', GLASS_MIXED: 'Glass mixed',
  CLOTH: 'Cloth', FOOTWEAR: 'Footwear',
  METAL_ALUMINIUM: 'Aluminium', METAL_STEEL: 'Steel', METAL_COPPER: 'Copper', METAL_MIXED: 'Metal mixed',
  RUBBER: 'Rubber', TYRES: 'Tyres', WOOD: 'Wood',
  OIL_USED: 'Used oil', PYROLYSIS_OIL: 'Pyrolysis oil',
  BATTERY: 'Batteries', E_WASTE: 'E-waste',
  ORGANIC: 'Organic waste', SANITARY: 'Sanitary waste', RESIDUE: 'Residue', RDF: 'Refuse-derived fuel (RDF)',
  MIXED_WASTE: 'Mixed waste', OTHER: 'Other',
} as const;

export const materialTypeLabel = (t: string): string =>
  (MATERIAL_TYPE_LABELS as Record<string, string>)[t] ?? t;
