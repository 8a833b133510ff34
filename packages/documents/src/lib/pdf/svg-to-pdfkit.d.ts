// svg-to-pdfkit ships no types: the one function Quizwise calls.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    /** Read SVG lengths as PDF points rather than CSS pixels. */
    assumePt?: boolean;
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
}
