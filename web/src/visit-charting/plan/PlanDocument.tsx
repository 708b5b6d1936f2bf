// The treatment plan as a document (spec 002 section 2.6, spec 003 section 2.7): the clinic's
// header with its logo, the date, the pet and pet parent block, the description paragraph and what
// the page puts under it (the tables, the signature). The staff step and the public page fill it
// from their own data.
import type { ReactNode } from 'react';
import { SafeHtml } from '../../ui/SafeHtml';
import { formatPlanDate, PLAN_TITLE } from './planDocument';

export interface PlanClinic {
  name: string;
  logoUrl?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface PlanParty {
  petName: string;
  species?: string | null;
  breed?: string | null;
  parentName: string;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

interface PlanDocumentProps {
  titleId: string;
  /** h1 on the public page, h3 inside the visit's steps. */
  heading: 'h1' | 'h3';
  clinic: PlanClinic;
  party: PlanParty;
  /** The day the plan is dated (the signature's day once signed). */
  dateIso: string;
  description: string;
  /** Beside the description's title: the staff step's Edit button. */
  descriptionAction?: ReactNode;
  children: ReactNode;
}

/** The level of the document's section titles under its title. */
export const subheadingOf = (heading: 'h1' | 'h3') => (heading === 'h1' ? 'h2' : 'h4');

/** 'City, ST 12345' from the parts there are. */
export function placeLine(city?: string | null, state?: string | null, zip?: string | null): string {
  const region = [state, zip].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ');
}

export function PlanDocument({ titleId, heading: Heading, clinic, party, dateIso, description, descriptionAction, children }: PlanDocumentProps) {
  const clinicPlace = placeLine(clinic.city, clinic.state, clinic.zip);
  const parentPlace = placeLine(party.city, party.state, party.zip);
  const petKind = [party.species, party.breed].filter(Boolean).join(' · ');
  const Subheading = subheadingOf(Heading);
  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div className="flex min-w-0 items-start gap-4">
          {clinic.logoUrl ? (
            <img src={clinic.logoUrl} alt={`${clinic.name} logo`} className="size-16 shrink-0 rounded-lg border border-slate-200 object-contain" />
          ) : (
            <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-2xl font-semibold text-teal-800">
              {clinic.name.slice(0, 1)}
            </span>
          )}
          <div className="min-w-0 text-sm text-slate-700">
            <p className="text-base font-semibold text-slate-900">{clinic.name}</p>
            {clinic.addressLine1 && <p>{clinic.addressLine1}</p>}
            {clinicPlace && <p>{clinicPlace}</p>}
            {clinic.phone && <p>{clinic.phone}</p>}
            {clinic.email && <p className="break-words">{clinic.email}</p>}
          </div>
        </div>
        <div className="text-left sm:text-right">
          <Heading id={titleId} className="text-xl font-semibold text-slate-900">
            {PLAN_TITLE}
          </Heading>
          <p className="mt-1 text-sm text-slate-600">Date: {formatPlanDate(dateIso)}</p>
        </div>
      </header>

      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Pet</dt>
          <dd className="mt-1 text-slate-900">
            <span className="block font-semibold">{party.petName}</span>
            {petKind && <span className="block text-slate-700">{petKind}</span>}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Pet Parent</dt>
          <dd className="mt-1 text-slate-900">
            <span className="block font-semibold">{party.parentName}</span>
            {party.addressLine1 && <span className="block text-slate-700">{party.addressLine1}</span>}
            {parentPlace && <span className="block text-slate-700">{parentPlace}</span>}
          </dd>
        </div>
      </dl>

      <section aria-labelledby={`${titleId}-description`} className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Subheading id={`${titleId}-description`} className="text-base font-semibold text-slate-900">
            Description
          </Subheading>
          {descriptionAction}
        </div>
        <SafeHtml html={description} className="text-sm leading-relaxed text-slate-700" />
      </section>

      {children}
    </article>
  );
}
