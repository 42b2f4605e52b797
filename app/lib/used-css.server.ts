// The site's stylesheet travels inside every document (app/root.tsx), and it
// is the largest part of it: 7 KB of a page's 13–16 KB, brotli. A document
// keeps only the rules that can match what it holds, so that it fits the
// first round trip; the whole stylesheet follows once the page has painted
// (app/lib/boot-after-paint.ts), for what scripts show later
// (docs/decisions/035-the-inline-stylesheet-pruned-per-document.md).
import postcss, { type ChildNode, type Declaration, type Rule } from "postcss";
import selectorParser, { type Node as SelectorNode, type Selector } from "postcss-selector-parser";

/** The classes, element names and CSS variables (in style="…") a document's markup uses. */
export type DocumentVocabulary = { classes: ReadonlySet<string>; tags: ReadonlySet<string>; variables: ReadonlySet<string> };

type Test = (vocabulary: DocumentVocabulary) => boolean;
/** A custom property's declaration, kept only when a kept rule or the markup reads it. */
type Variable = { name: string; text: string };
type Piece =
  | { text: string }
  | { test: Test; text: string }
  | { open: string; children: Piece[] }
  // Tailwind's theme and its defaults for every element: a rule of variables.
  | { selector: string; variables: Variable[] }
  // A registered custom property (@property --tw-rotate-x).
  | { property: string; text: string };

const always: Test = () => true;

// A pseudo-class whose argument must itself match somewhere: :is(.a, .b).
const MATCHES_ONE_OF = new Set([":is", ":where", ":has", ":matches", ":-webkit-any"]);
// At-rules that are kept whole: they hold no selectors of the document's elements.
const KEPT_WHOLE = new Set(["font-face", "keyframes", "counter-style", "page", "font-feature-values"]);

function compound(nodes: readonly SelectorNode[]): Test {
  const tests: Test[] = [];
  for (const node of nodes) {
    if (node.type === "class") tests.push(({ classes }) => classes.has(node.value));
    else if (node.type === "tag") {
      const tag = node.value.toLowerCase();
      tests.push(({ tags }) => tags.has(tag));
    } else if (node.type === "pseudo" && MATCHES_ONE_OF.has(node.value.toLowerCase()) && node.nodes.length > 0) {
      tests.push(anyOf(node.nodes));
    }
    // :not(…), states (:hover), pseudo-elements, attributes and the universal
    // selector can match whatever the document holds: they ask for nothing.
  }
  return (vocabulary) => tests.every((test) => test(vocabulary));
}

function anyOf(selectors: readonly Selector[]): Test {
  const tests = selectors.map((selector) => compound(selector.nodes));
  return (vocabulary) => tests.some((test) => test(vocabulary));
}

function selectorTest(rule: Rule): Test {
  try {
    return anyOf(selectorParser().astSync(rule.selector).nodes);
  } catch {
    // A selector this parser does not read is kept: a rule too many costs bytes, one too few a page's look.
    return always;
  }
}

// Rules that set variables for every element, not a look for some.
const EVERY_ELEMENT = /^(?:\s*(?::root|:host|\*|::?before|::?after|::backdrop)\s*,?)+$/;
const isVariable = (node: ChildNode): node is Declaration => node.type === "decl" && node.prop.startsWith("--");

function piece(node: ChildNode): Piece | null {
  if (node.type === "comment") return null;
  if (node.type === "rule" && EVERY_ELEMENT.test(node.selector) && node.nodes.every(isVariable)) {
    return {
      selector: node.selector,
      variables: node.nodes.filter(isVariable).map((declaration) => ({ name: declaration.prop, text: declaration.toString() })),
    };
  }
  if (node.type === "rule") return { test: selectorTest(node), text: node.toString() };
  if (node.type === "atrule" && node.name === "property") return { property: node.params.trim(), text: node.toString() };
  if (node.type === "atrule" && node.nodes && !KEPT_WHOLE.has(node.name.replace(/^-\w+-/, ""))) {
    const open = `@${node.name}${node.params ? `${node.raws.afterName ?? " "}${node.params}` : ""}{`;
    return { open, children: node.nodes.map(piece).filter((child) => child !== null) };
  }
  return { text: node.toString() };
}

function write(pieces: readonly Piece[], vocabulary: DocumentVocabulary, read: ReadonlySet<string>): string {
  let css = "";
  for (const part of pieces) {
    if ("open" in part) {
      const inner = write(part.children, vocabulary, read);
      if (inner) css += `${part.open}${inner}}`;
    } else if ("variables" in part) {
      const kept = part.variables.filter(({ name }) => read.has(name));
      if (kept.length > 0) css += `${part.selector}{${kept.map(({ text }) => text).join(";")}}`;
    } else if ("property" in part) {
      if (read.has(part.property)) css += part.text;
    } else if (!("test" in part) || part.test(vocabulary)) {
      css += part.text;
      // A declaration or a block-less at-rule (@layer a, b) ends with its semicolon.
      if (!part.text.endsWith("}")) css += ";";
    }
  }
  return css;
}

/** The stylesheet read once into rules that each know what they need in a document. */
export type PrunableStylesheet = { usedBy(vocabulary: DocumentVocabulary): string };

const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

function variablesRead(text: string, into = new Set<string>()): Set<string> {
  for (const [, name = ""] of text.matchAll(VARIABLE_READ)) into.add(name);
  return into;
}

function allVariables(pieces: readonly Piece[]): Variable[] {
  return pieces.flatMap((part) => ("variables" in part ? part.variables : "open" in part ? allVariables(part.children) : []));
}

export function prunableStylesheet(css: string): PrunableStylesheet {
  const pieces = postcss
    .parse(css)
    .nodes.map(piece)
    .filter((part) => part !== null);
  const variables = allVariables(pieces);
  return {
    usedBy(vocabulary) {
      // The variables the kept rules and the markup read, then those that these read, and so on.
      const read = variablesRead(write(pieces, vocabulary, new Set()), new Set(vocabulary.variables));
      for (let size = -1; size !== read.size;) {
        size = read.size;
        for (const { name, text } of variables) if (read.has(name)) variablesRead(text, read);
      }
      return write(pieces, vocabulary, read);
    },
  };
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)/g;

/** The classes, element names and variables in some markup (React writes class="…" with double quotes). */
export function vocabularyOf(markup: string): DocumentVocabulary {
  const classes = new Set<string>();
  for (const [, names = ""] of markup.matchAll(CLASS_ATTRIBUTE)) for (const name of names.split(/\s+/)) if (name) classes.add(name);
  const tags = new Set<string>(["html", "body"]);
  for (const [, tag = ""] of markup.matchAll(START_TAG)) tags.add(tag.toLowerCase());
  return { classes, tags, variables: variablesRead(markup) };
}
