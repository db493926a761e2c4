import { textField } from './field.js';
import { nodePredicate } from './node-predicate.js';

export const serviceNameEmail = nodePredicate('serviceNameEmail?', (node) => textField(node, 'serviceName') === 'email');
