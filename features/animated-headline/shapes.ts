/**
 * The highlight shapes (the widget's `marker` setting), drawn here for a 500 × 150 box stretched
 * over the highlighted words: one or two strokes each, so the page builder's stylesheet (or
 * ./animated-headline.css) can draw them in with a dash offset.
 */
export const SHAPES: Record<string, string[]> = {
  circle: ['M318,12C210,0,70,8,24,48C-10,80,62,134,246,138C418,142,500,104,484,62C468,22,382,6,238,8'],
  underline: ['M6,142Q250,116,494,134'],
  double_underline: ['M6,126Q250,110,494,124', 'M28,144Q262,130,472,142'],
  double: ['M6,14Q250,4,494,12', 'M6,140Q250,126,494,138'],
  underline_zigzag: ['M8,126L490,118L40,134L470,130L120,146'],
  curly: ['M4,140q30,-22,60,0t60,0t60,0t60,0t60,0t60,0t60,0t60,0'],
  diagonal: ['M10,14L490,140'],
  strikethrough: ['M4,76L496,76'],
  x: ['M492,16L8,142', 'M10,18L488,140'],
};

/** The SVG for `marker`, or null for a shape the widget does not have. */
export function shapeSvg(marker: string, doc: Document): SVGSVGElement | null {
  const paths = SHAPES[marker];
  if (!paths) return null;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = doc.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 500 150');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const d of paths) svg.appendChild(doc.createElementNS(ns, 'path')).setAttribute('d', d);
  return svg;
}
