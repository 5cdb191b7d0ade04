import { ANOMALY_TAG_LABELS_EN } from '@cairn/contracts';
import { addMessages } from '../i18n';
import en from './enum-labels.en.json';
import './product-labels.messages';

// The labels of the enums only admin screens show (hub states and types, features, CoC
// categories...), and the anomaly tags' from contracts (the server writes them in notifications);
// enum-label.ts explains the split. German: enum-labels.de.json, contracts/src/anomaly-tag-labels.de.json.
addMessages(en);
addMessages(ANOMALY_TAG_LABELS_EN);
export { enumLabel, enumLabels, type EnumKind } from './enum-label';
