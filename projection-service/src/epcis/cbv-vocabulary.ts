import schema from './gs1/epcis-json-schema.json';

/** The CBV 2.0 words of one vocabulary, as the GS1 EPCIS 2.0 JSON schema (kept in gs1/) enumerates them. */
function wordsOf(definition: keyof typeof schema.definitions): ReadonlySet<string> {
  const { anyOf } = schema.definitions[definition] as { anyOf: { enum?: string[] }[] };
  return new Set(anyOf.flatMap((alternative) => alternative.enum ?? []));
}

/**
 * A CBV word written bare in JSON-LD ("receiving") stands for its full URI
 * ("https://ref.gs1.org/cbv/BizStep-receiving"); the event hash is computed over the URI.
 */
export const CBV_VOCABULARIES = {
  bizStep: { words: wordsOf('bizStep'), prefix: 'https://ref.gs1.org/cbv/BizStep-' },
  disposition: { words: wordsOf('disposition'), prefix: 'https://ref.gs1.org/cbv/Disp-' },
  bizTransactionType: {
    words: wordsOf('bizTransaction-type'),
    prefix: 'https://ref.gs1.org/cbv/BTT-',
  },
  sourceDestType: { words: wordsOf('source-dest-type'), prefix: 'https://ref.gs1.org/cbv/SDT-' },
} as const;

export type CbvVocabulary = keyof typeof CBV_VOCABULARIES;

export function cbvUri(vocabulary: CbvVocabulary, value: string): string {
  const { words, prefix } = CBV_VOCABULARIES[vocabulary];
  return words.has(value) ? prefix + value : value;
}
