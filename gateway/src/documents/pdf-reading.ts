// Reads a PDF back the way a viewer does (Mozilla's pdf.js), for tests and the e2e journeys:
// each page's text and how many images it paints. Never imported by the product's code
// (pdfjs-dist is a development dependency).
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** Every page's text, pages joined by a new line, runs of spaces made one. */
  text: string;
  /** Images painted, over all pages. */
  images: number;
  /** Each page's [width, height] in points. */
  sizes: Array<[number, number]>;
  /** The addresses of the link annotations, over all pages. */
  links: string[];
  info: Record<string, unknown>;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes ownership of the buffer it gets: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    let images = 0;
    const sizes: Array<[number, number]> = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      sizes.push([x1 - x0, y1 - y0]);
      for (const annotation of (await page.getAnnotations()) as Array<{ url?: string }>) if (annotation.url) links.push(annotation.url);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        line += item.hasEOL ? '\n' : ' ';
      }
      texts.push(line.replace(/[ \t]+/g, ' '));
      const operators = await page.getOperatorList();
      images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
    }
    const metadata = await document.getMetadata();
    return { pages: document.numPages, text: texts.join('\n'), images, sizes, links, info: metadata.info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}

export interface PlacedText {
  page: number;
  text: string;
  x: number;
  /** The baseline, in points from the page's bottom (PDF coordinates: larger is higher up). */
  y: number;
}

/** Each run of text where it is drawn, for tests of layout (what is printed over what). */
export async function readPlacedText(bytes: Uint8Array): Promise<PlacedText[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const placed: PlacedText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        placed.push({ page: number, text: item.str, x: item.transform[4] as number, y: item.transform[5] as number });
      }
    }
    return placed;
  } finally {
    await document.destroy();
  }
}
