// How to reach the clinic that sent an e-mailed link, shown under the refusal of a genuine link that
// has expired, so the pet parent can ask for a new one: the clinic's name, its phone to
// call and its e-mail to write to. The server names the clinic only for a link it issued; a forged
// token shows the refusal alone.
export interface ClinicContact {
  name: string;
  phone?: string | null;
  email?: string | null;
}

/** US numbers as (512) 555-0100; anything else as stored. */
const displayPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
};

export function ClinicContactNotice({ clinic }: { clinic: ClinicContact }) {
  return (
    <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p>Please contact {clinic.name} for a new link.</p>
      {(clinic.phone || clinic.email) && (
        <ul className="mt-2 space-y-1">
          {clinic.phone && (
            <li>
              Phone:{' '}
              <a href={`tel:${clinic.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-teal-700 underline">
                {displayPhone(clinic.phone)}
              </a>
            </li>
          )}
          {clinic.email && (
            <li>
              E-mail:{' '}
              <a href={`mailto:${clinic.email}`} className="font-medium text-teal-700 underline">
                {clinic.email}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
