/**
 * Backports jsdom 31's fast `<label for>` lookup to the jsdom 29 the tests run on (jsdom 30+ needs
 * Node 22; the project is on Node 20). Remove this file when jsdom is upgraded.
 *
 * Why: in jsdom 29, `label.control` for `<label for="id">` walks the whole document to find the id, and
 * `input.labels` asks `control` of every node in the document, so each accessible-name lookup that
 * Testing Library makes (`getByRole(..., { name })`, `getByLabelText`) costs nodes × labels × nodes.
 * On the profile and settings forms that was a third of the CPU of a component test file (37 s of
 * 108 s in personal-info.test.tsx). jsdom 31 answers from the document's id index instead, as here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// the worker's own jsdom: the environment loaded it through Node, so this is the same module instance
const lib = path.dirname(require.resolve('jsdom'));
const living = (file: string) => require(path.join(lib, 'jsdom/living', file));

interface NodeImpl {
  nodeType: number;
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): NodeImpl & { getElementById?: (id: string) => NodeImpl | null };
}

const { implementation: LabelImpl } = living('nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: NodeImpl };
};
const { isLabelable } = living('helpers/form-controls.js') as {
  isLabelable: (node: NodeImpl) => boolean;
};
const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;

// Files that share a worker (isolate: false) load this again: jsdom, a package, keeps the getter put by the first.
const BACKPORTED = Symbol.for('orabella.jsdom-label-control');
const descriptor = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control');
const slowControl =
  (descriptor?.get as { [BACKPORTED]?: () => unknown } | undefined)?.[BACKPORTED] ??
  descriptor?.get;
if (!slowControl) throw new Error('jsdom changed: HTMLLabelElement-impl has no control getter');

const fastControl = function control(this: NodeImpl) {
  if (!this.hasAttributeNS(null, 'for')) return slowControl.call(this);
  const id = this.getAttributeNS(null, 'for');
  if (!id) return null;
  const root = this.getRootNode({});
  // a detached subtree has no id index: the original walk answers it
  if (root.nodeType !== DOCUMENT_NODE && root.nodeType !== DOCUMENT_FRAGMENT_NODE)
    return slowControl.call(this);
  const target = root.getElementById?.(id) ?? null;
  return target && isLabelable(target) ? target : null;
};
Object.assign(fastControl, { [BACKPORTED]: slowControl });
Object.defineProperty(LabelImpl.prototype, 'control', { configurable: true, get: fastControl });
