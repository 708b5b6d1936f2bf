import { Link } from 'react-router';
import { LegalFrame } from './LegalFrame';

export function PrivacyPolicyPage() {
  return (
    <LegalFrame title="Privacy Policy">
      <div className="max-w-3xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
        <p>
          VetChart keeps the information your clinic enters (staff accounts, clinic details, pet and pet-parent records and visit notes) to
          provide the service to your clinic, and for no other purpose.
        </p>
        <p>
          Each clinic sees only its own records, and within a clinic people see what their role allows. Pet parents see only the form or
          treatment plan a link was sent for.
        </p>
        <p>
          We send e-mail only for the service: account activation, password resets, invitations, and the forms and treatment plans your
          clinic sends to pet parents.
        </p>
        <p>
          To have your data exported or deleted, ask your clinic administrator or contact support. The{' '}
          <Link to="/eula" className="font-medium text-teal-700 underline">
            End-User License Agreement
          </Link>{' '}
          sets out the terms of the service.
        </p>
      </div>
    </LegalFrame>
  );
}
