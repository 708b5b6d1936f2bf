// The pet info summary bar (spec 001 section 2.6) over a visit's steps and the SOAP canvas
// editor: the pet's name, age, breed, species, gender and weight, and its owner's name, e-mail
// and phone, with the way back given by the page (children).
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VisitSummaryBar_pet$key } from '../__generated__/VisitSummaryBar_pet.graphql';
import { formatPetAge } from '../pet-profile/petAge';

const fragment = graphql`
  fragment VisitSummaryBar_pet on Pet {
    name
    dateOfBirth
    weight
    weightUnit
    breed {
      breed
    }
    species {
      specie
    }
    gender {
      gender
    }
    parent {
      fullName
      email
      phoneNumber
    }
  }
`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="truncate text-sm text-slate-900" title={value}>
        {value}
      </dd>
    </div>
  );
}

export function VisitSummaryBar({ pet, children }: { pet: VisitSummaryBar_pet$key; children?: ReactNode }) {
  const data = useFragment(fragment, pet);
  return (
    <section aria-label={`${data.name}'s summary`} className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {children}
        <h2 className="text-lg font-semibold text-slate-900">{data.name}</h2>
        <dl className="grid min-w-0 flex-1 basis-full grid-cols-2 sm:basis-0 gap-x-6 gap-y-2 sm:grid-cols-4 xl:grid-cols-8">
          <Fact label="Age" value={formatPetAge(data.dateOfBirth) || 'N/A'} />
          <Fact label="Breed" value={data.breed?.breed ?? 'N/A'} />
          <Fact label="Species" value={data.species?.specie ?? 'N/A'} />
          <Fact label="Gender" value={data.gender?.gender ?? 'N/A'} />
          <Fact label="Weight" value={`${data.weight} ${data.weightUnit}`} />
          <Fact label="Owner" value={data.parent.fullName} />
          <Fact label="Email" value={data.parent.email || 'N/A'} />
          <Fact label="Phone" value={data.parent.phoneNumber || 'N/A'} />
        </dl>
      </div>
    </section>
  );
}
