import { LegalFrame } from './LegalFrame';

const EULA_PDF = '/eula.pdf';

export function EulaPage() {
  return (
    <LegalFrame title="End-User License Agreement">
      <p className="text-sm text-slate-600">
        Please read the agreement below.{' '}
        <a href={EULA_PDF} download="VetChart-EULA.pdf" className="font-medium text-teal-700 underline">
          Download the agreement (PDF)
        </a>
      </p>
      <object data={EULA_PDF} type="application/pdf" aria-label="VetChart End-User License Agreement" className="mt-4 h-[75vh] w-full rounded-xl border border-slate-200 bg-white">
        <div className="p-6 text-slate-700">
          <p>Your browser cannot show the agreement here.</p>
          <a href={EULA_PDF} className="mt-2 inline-block font-medium text-teal-700 underline">
            Download the End-User License Agreement (PDF)
          </a>
        </div>
      </object>
    </LegalFrame>
  );
}
