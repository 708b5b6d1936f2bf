// A PDF shown in the page, 90vh high (spec 002 section 9), with a link to open it on its own for
// browsers that show no PDF inside a page (most phones).
import { focusRing } from './Button';

export function PdfViewer({ url, title }: { url: string; title: string }) {
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <a href={url} target="_blank" rel="noopener" className={`font-medium text-teal-700 underline ${focusRing}`}>
          Open the PDF ({title})
        </a>
      </p>
      <object data={url} type="application/pdf" aria-label={title} className="h-[90vh] w-full rounded-xl border border-slate-200 bg-white">
        <div className="p-6 text-sm text-slate-700">
          <p>Your browser cannot show the PDF here.</p>
          <a href={url} className={`mt-2 inline-block font-medium text-teal-700 underline ${focusRing}`}>
            Download {title} (PDF)
          </a>
        </div>
      </object>
    </div>
  );
}
