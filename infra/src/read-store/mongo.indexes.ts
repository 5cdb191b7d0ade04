import type { IndexSpecification } from 'mongodb';
import { mongoPath } from './mongo.search-filter';
import type { ReadModelDefinition } from './read-store.port';

/** Lookups on every filter field and declared index; lists (multikey) too; the default sort with id. */
export const indexesOf = (model: ReadModelDefinition): IndexSpecification[] => {
  const paths = new Set([
    ...Object.values(model.fields).flatMap((mapping) => (mapping ? [mapping.path] : [])),
    ...(model.indexes ?? []),
  ]);
  if (model.sortBy) paths.delete(model.sortBy);
  const indexes: IndexSpecification[] = [...paths].map((path) => ({ [mongoPath(path)]: 1 }));
  if (model.sortBy) indexes.push({ [mongoPath(model.sortBy)]: -1, _id: 1 });
  // Totals are not kept here (countDocuments counts); a search on all their keys still reads its page in order.
  if (model.totals?.pageIndex)
    indexes.push({
      ...Object.fromEntries(model.totals.by.map((path) => [mongoPath(path), 1])),
      ...(model.sortBy ? { [mongoPath(model.sortBy)]: -1 } : {}),
      _id: 1,
    });
  return indexes;
};
