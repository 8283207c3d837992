import { MESSAGES } from '@grove/api-contract';

/** Finds the element the app mounts into, or throws SPEC §8's 'Root element not found!'. */
export function rootElementFind(doc: Document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) throw new Error(MESSAGES.rootElementNotFound);
  return root;
}
