import { LegalFrame } from './LegalFrame';

export function CookiePolicyPage() {
  return (
    <LegalFrame title="Cookie Policy">
      <div className="max-w-3xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
        <p>VetChart does not use advertising or tracking cookies.</p>
        <p>
          To keep you signed in, the app stores your session in your browser’s local storage: your access and refresh tokens and your name,
          role and clinic. Signing out removes it, and it is not shared with anyone else.
        </p>
      </div>
    </LegalFrame>
  );
}
